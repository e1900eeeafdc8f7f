import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { launchBareChromium, messageSplitter } from '../../scripts/bench/bare-chromium.ts'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.ts'

describe("the bench's bare DevTools-protocol pipe", () => {
  it('splits the byte stream into messages at each NUL byte, across chunks and several in one chunk', () => {
    const messages: string[] = []
    const push = messageSplitter((text) => messages.push(text))
    push(Buffer.from('{"id":1,"resu'))
    push(Buffer.from('lt":{}}\0{"method":"A"}\0{"id":'))
    expect(messages).toEqual(['{"id":1,"result":{}}', '{"method":"A"}'])
    push(Buffer.from('2}\0'))
    expect(messages.at(-1)).toBe('{"id":2}')
    // A character split across chunks is put back together before decoding.
    const euro = Buffer.from('{"t":"€"}\0')
    push(euro.subarray(0, 7))
    push(euro.subarray(7))
    expect(messages.at(-1)).toBe('{"t":"€"}')
  })

  it('drives a page with only the domains asked for: the Runtime domain stays off, and evaluation still answers', async () => {
    const browser = await launchBareChromium(findChromium(), CHROMIUM_ARGS)
    try {
      expect(browser.version).toMatch(/^(Headless)?Chrom(e|ium)\/\d+/)
      const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext')
      const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId })
      const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true })
      // Runtime events (a console message) come only once the domain is enabled.
      const events: string[] = []
      const stop = browser.onEvent((event) => events.push(event.method))
      const evaluate = (expression: string) => browser.send<{ result: { value: unknown } }>('Runtime.evaluate', { expression, returnByValue: true }, sessionId)
      expect((await evaluate('console.log("x"), 6 * 7')).result.value).toBe(42)
      expect(events).not.toContain('Runtime.consoleAPICalled')
      await browser.send('Runtime.enable', {}, sessionId)
      await evaluate('console.log("y")')
      await expect.poll(() => events).toContain('Runtime.consoleAPICalled')
      stop()
      await expect(browser.send('No.suchMethod')).rejects.toThrow(/No\.suchMethod: /)
    } finally {
      await browser.close()
    }
    await expect(browser.send('Browser.getVersion')).rejects.toThrow(/Chromium exited/)
  })

  it('says clearly when the browser cannot start', async () => {
    const missing = '/nonexistent/chromium'
    expect(existsSync(missing)).toBe(false)
    await expect(launchBareChromium(missing, [])).rejects.toThrow(`Chromium could not be started (${missing})`)
  })
})
