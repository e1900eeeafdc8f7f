// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

const sdk = vi.hoisted(() => ({ init: vi.fn(), sendForm: vi.fn() }))
vi.mock('@emailjs/browser', () => sdk)

const { deliverInquiry } = await import('./delivery')
const en = await (await import('@/lib/i18n')).loadI18n('en')
const noWait = vi.fn(async () => undefined)

function answer(status: number, text: string) {
  return Object.assign(Object.create(null) as object, { status, text })
}

beforeEach(() => {
  sdk.init.mockReset()
  sdk.sendForm.mockReset()
  noWait.mockClear()
})

function sentFields(call = 0): Record<string, string> {
  const form = sdk.sendForm.mock.calls[call]?.[2] as HTMLFormElement
  return Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)]))
}

describe('deliverInquiry', () => {
  it('sends the params with a reference and the page, to the configured origin', async () => {
    sdk.sendForm.mockResolvedValue(answer(200, 'OK'))
    const result = await deliverInquiry({ name: 'Asha', lines: '2 × Cumin' }, { sleep: noWait })
    expect(result).toMatchObject({ ok: true, status: 200, reference: expect.stringMatching(/^INQ-\d{8}-/) })
    expect(sentFields()).toEqual({ name: 'Asha', lines: '2 × Cumin', reference: result.ok ? result.reference : '', page: window.location.href })
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ publicKey: 'embedded-public-key', origin: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) }),
    )
    const [service, template, , options] = sdk.sendForm.mock.calls[0] ?? []
    expect([service, template]).toEqual(['embedded_service', 'inquiry_template'])
    expect(options).toMatchObject({ publicKey: 'embedded-public-key', blockHeadless: false, limitRate: { throttle: 2000 } })
  })

  it('keeps a reference and template it is given', async () => {
    sdk.sendForm.mockResolvedValue(answer(200, 'OK'))
    const result = await deliverInquiry({ reference: 'QUO-20261122-ABCD' }, { templateId: 'quote_template', sleep: noWait })
    expect(result).toMatchObject({ ok: true, reference: 'QUO-20261122-ABCD' })
    expect(sdk.sendForm.mock.calls[0]?.[1]).toBe('quote_template')
  })

  it('retries a 5xx with backoff and succeeds, throttling only the first attempt', async () => {
    sdk.sendForm.mockRejectedValueOnce(answer(503, 'Service Unavailable')).mockResolvedValueOnce(answer(200, 'OK'))
    const result = await deliverInquiry({ name: 'A' }, { sleep: noWait })
    expect(result.ok).toBe(true)
    expect(sdk.sendForm).toHaveBeenCalledTimes(2)
    expect(noWait).toHaveBeenCalledTimes(1)
    expect(sdk.sendForm.mock.calls[1]?.[3]).toMatchObject({ limitRate: {} })
    expect(sentFields(1).reference).toBe(sentFields(0).reference)
  })

  it('gives up after four attempts on a network error, with the connection hint', async () => {
    sdk.sendForm.mockRejectedValue(new TypeError('Failed to fetch'))
    const result = await deliverInquiry({ name: 'A' }, { sleep: noWait })
    expect(sdk.sendForm).toHaveBeenCalledTimes(4)
    expect(result).toMatchObject({ ok: false, status: 0, text: 'Network Error' })
    expect(!result.ok && en._(result.hint)).toMatch(/connection/)
  })

  it.each([
    [429, 'Too Many Requests'],
    [451, 'Unavailable For Headless Browser'],
    [403, 'Forbidden'],
    [400, 'The template ID not found'],
  ])('does not retry %i', async (status, text) => {
    sdk.sendForm.mockRejectedValue(answer(status, text))
    const result = await deliverInquiry({ name: 'A' }, { sleep: noWait })
    expect(sdk.sendForm).toHaveBeenCalledTimes(1)
    expect(result).toMatchObject({ ok: false, status, text })
  })

  it('stops retrying once aborted', async () => {
    const controller = new AbortController()
    sdk.sendForm.mockImplementation(async () => {
      controller.abort()
      throw answer(500, 'Internal Server Error')
    })
    await expect(deliverInquiry({ name: 'A' }, { signal: controller.signal })).rejects.toThrow()
    expect(sdk.sendForm).toHaveBeenCalledTimes(1)
  })
})
