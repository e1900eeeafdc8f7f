import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { InboxEntry } from './inbox.ts'
import { startMailEndpoint, type RunningMailEndpoint } from './server.ts'

const SITE = 'http://localhost:5303'
let dataDir: string
let endpoint: RunningMailEndpoint

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-endpoint-'))
  endpoint = await startMailEndpoint({ dataDir, port: 0, origins: [SITE], failStatus: null })
})

afterEach(async () => {
  await endpoint.close()
  await rm(dataDir, { recursive: true, force: true })
})

function form(fields: Record<string, string>, ids: Partial<Record<'service_id' | 'template_id' | 'user_id', string>> = {}): FormData {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  data.append('lib_version', '4.4.1')
  const all = { service_id: 'embedded_service', template_id: 'inquiry_template', user_id: 'embedded-public-key', ...ids }
  for (const [k, v] of Object.entries(all)) if (v !== '') data.append(k, v)
  return data
}

const sendForm = (data: FormData, headers: Record<string, string> = {}) =>
  fetch(`${endpoint.url}/api/v1.0/email/send-form`, { method: 'POST', body: data, headers })

const inbox = async (): Promise<InboxEntry[]> => (await fetch(`${endpoint.url}/__inbox.json`)).json() as Promise<InboxEntry[]>

const control = (body: unknown) => fetch(`${endpoint.url}/__control`, { method: 'POST', body: JSON.stringify(body) })

describe('send-form', () => {
  it('answers 200 OK and has the inquiry on disk before answering', async () => {
    const res = await sendForm(form({ name: 'Asha', message: 'Line 1\nLine 2', reference: 'INQ-20261122-7KQ2' }))
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('OK')
    const lines = (await readFile(path.join(dataDir, 'mail', 'inbox.ndjson'), 'utf8')).trim().split('\n')
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0] ?? '') as InboxEntry
    expect(entry.params).toEqual({ name: 'Asha', message: 'Line 1\nLine 2', reference: 'INQ-20261122-7KQ2' })
    expect(entry).toMatchObject({ via: 'send-form', serviceId: 'embedded_service', templateId: 'inquiry_template', libVersion: '4.4.1' })
  })

  it('accepts the quote template of the cart', async () => {
    expect((await sendForm(form({ lines: '2 × Cumin' }, { template_id: 'quote_template' }))).status).toBe(200)
  })

  it.each([
    [{ user_id: '' }, /^The Public Key is required/],
    [{ user_id: 'someone-else' }, /^The Public Key is invalid/],
    [{ service_id: '' }, /^The service ID is required/],
    [{ service_id: 'gmail' }, /^The service ID is invalid/],
    [{ template_id: '' }, /^The template ID is required/],
    [{ template_id: 'nope' }, /^The template ID not found/],
  ])('refuses %o with 400 and a reason, and keeps nothing', async (ids, reason) => {
    const res = await sendForm(form({ name: 'Asha' }, ids))
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(reason)
    expect(await inbox()).toEqual([])
  })

  it('allows the site origin by CORS and not another', async () => {
    const ok = await sendForm(form({ name: 'A' }), { Origin: SITE })
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE)
    const other = await sendForm(form({ name: 'B' }), { Origin: 'https://evil.example' })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('send (JSON)', () => {
  const body = (extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      lib_version: '4.4.1',
      user_id: 'embedded-public-key',
      service_id: 'embedded_service',
      template_id: 'inquiry_template',
      template_params: { name: 'Ravi', quantity: '1ton+' },
      ...extra,
    })
  const send = (text: string) => fetch(`${endpoint.url}/api/v1.0/email/send`, { method: 'POST', body: text, headers: { 'Content-Type': 'application/json' } })

  it('answers OK and records the template params', async () => {
    const res = await send(body())
    expect([res.status, await res.text()]).toEqual([200, 'OK'])
    expect((await inbox())[0]).toMatchObject({ via: 'send', params: { name: 'Ravi', quantity: '1ton+' } })
  })

  it('answers the preflight the JSON content type needs', async () => {
    const res = await fetch(`${endpoint.url}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-headers')).toMatch(/content-type/i)
  })

  it('refuses bad JSON and non-object params with 400', async () => {
    expect((await send('{')).status).toBe(400)
    const res = await send(body({ template_params: ['x'] }))
    expect([res.status, await res.text()]).toEqual([400, 'The template params have to be an object'])
  })
})

describe('the inbox', () => {
  it('lists newest first, as JSON and as escaped HTML', async () => {
    await sendForm(form({ name: 'First', reference: 'INQ-1' }))
    await sendForm(form({ name: '<script>alert(1)</script>', reference: 'INQ-2' }))
    expect((await inbox()).map((e) => e.params.reference)).toEqual(['INQ-2', 'INQ-1'])
    const html = await (await fetch(`${endpoint.url}/__inbox`)).text()
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>alert')
    expect(html.indexOf('INQ-2')).toBeLessThan(html.indexOf('INQ-1'))
  })

  it('keeps every inquiry when many arrive at once', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => sendForm(form({ name: `Buyer ${i}` }))))
    expect(await inbox()).toHaveLength(20)
  })

  it('survives a restart', async () => {
    await sendForm(form({ name: 'Kept' }))
    await endpoint.close()
    endpoint = await startMailEndpoint({ dataDir, port: 0, failStatus: null })
    expect((await inbox()).map((e) => e.params.name)).toEqual(['Kept'])
  })
})

describe('failures on demand', () => {
  it('fails the next sends with the status and EmailJS text, then recovers', async () => {
    expect((await control({ failNext: 429, times: 2 })).status).toBe(200)
    for (let i = 0; i < 2; i++) {
      const res = await sendForm(form({ name: 'X' }))
      expect([res.status, await res.text()]).toEqual([429, 'Too Many Requests'])
    }
    expect((await sendForm(form({ name: 'X' }))).status).toBe(200)
    expect(await inbox()).toHaveLength(1)
  })

  it('fails only the sends that match, so parallel tests do not disturb each other', async () => {
    await control({ failNext: 451, match: { name: 'Target' } })
    expect((await sendForm(form({ name: 'Other' }))).status).toBe(200)
    const res = await sendForm(form({ name: 'Target' }))
    expect([res.status, await res.text()]).toEqual([451, 'Unavailable For Headless Browser'])
  })

  it('drops the connection for status 0', async () => {
    await control({ failNext: 0 })
    await expect(sendForm(form({ name: 'X' }))).rejects.toThrow()
  })

  it('is reset by {} and refuses a malformed rule', async () => {
    await control({ failNext: 500, times: 5 })
    await control({})
    expect((await sendForm(form({ name: 'X' }))).status).toBe(200)
    expect((await control({ failNext: 200 })).status).toBe(400)
    expect((await control({ failNext: 500, times: 0 })).status).toBe(400)
  })

  it('fails every send with the configured status (MAIL_FAIL_STATUS)', async () => {
    await endpoint.close()
    endpoint = await startMailEndpoint({ dataDir, port: 0, failStatus: 403 })
    const res = await sendForm(form({ name: 'X' }))
    expect([res.status, await res.text()]).toEqual([403, 'Forbidden'])
  })
})

it('answers unknown paths with 404 and wrong methods with 405', async () => {
  expect((await fetch(`${endpoint.url}/nope`)).status).toBe(404)
  expect((await fetch(`${endpoint.url}/api/v1.0/email/send-form`)).status).toBe(405)
})
