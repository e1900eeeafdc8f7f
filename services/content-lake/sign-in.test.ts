import { describe, expect, it } from 'vitest'
import type { Lake } from './server.ts'
import { anonymousRequest, startTestLake } from './testing.ts'

const STUDIO = 'http://localhost:3333'

/**
 * The Studio's sign-in, step by step: providers → the provider's page → back with `#token=` (login
 * method "dual", the Studio's default) or `#sid=`, exchanged at `/auth/fetch` (`withSid=true`).
 */
async function signIn(lake: Lake, mode: 'dual' | 'withSid' = 'dual'): Promise<string> {
  const providers = await anonymousRequest(lake, '/v2026-05-04/auth/providers')
  const [provider] = (providers.body as { providers: { url: string }[] }).providers
  const asks = mode === 'dual' ? 'type=dual' : 'withSid=true'
  const page = await fetch(`${provider?.url}?origin=${encodeURIComponent(`${STUDIO}/structure`)}&projectId=embedded&${asks}`, { redirect: 'manual' })
  expect(page.status).toBe(303)
  const back = new URL(page.headers.get('location') ?? '')
  expect(`${back.origin}${back.pathname}`).toBe(`${STUDIO}/structure`)
  // The Studio's own patterns: `token=` of 32 or more characters, `sid=` of 20 or more.
  if (mode === 'dual') return /^#token=([^&]{32,})$/.exec(back.hash)?.[1] ?? ''
  const sid = /^#sid=([^&]{20,})$/.exec(back.hash)?.[1] ?? ''
  const exchanged = await anonymousRequest(lake, `/v2026-05-04/auth/fetch?sid=${sid}`, { headers: { Origin: STUDIO } })
  expect(exchanged.status).toBe(200)
  expect((await anonymousRequest(lake, `/v2026-05-04/auth/fetch?sid=${sid}`, { headers: { Origin: STUDIO } })).status).toBe(401)
  return (exchanged.body as { token: string }).token
}

const asEditor = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

describe('signing in to the offline Studio', () => {
  it('lists one provider, "Sign in on this computer", on the lake itself', async () => {
    const { lake } = await startTestLake()
    const answer = await anonymousRequest(lake, '/v1/auth/providers')
    expect(answer.body).toMatchObject({ providers: [{ name: 'local', title: 'Sign in on this computer', url: `${lake.url}/v1/auth/login/local` }] })
  })

  it('gives a session that reads drafts and writes', async () => {
    const { lake } = await startTestLake()
    expect((await anonymousRequest(lake, '/v1/users/me')).body).toEqual({})
    const token = await signIn(lake)
    expect((await anonymousRequest(lake, '/v1/users/me', asEditor(token))).body).toMatchObject({ id: 'local-editor', name: 'Local editor' })
    const write = await anonymousRequest(lake, '/v1/data/mutate/production', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Origin: STUDIO },
      body: JSON.stringify({ mutations: [{ create: { _id: 'drafts.t-1', _type: 'testimonial', name: 'Asha' } }] }),
    })
    expect(write.status).toBe(200)
    const drafts = await anonymousRequest(lake, '/v1/data/query/production?query=*%5B_id%3D%3D%22drafts.t-1%22%5D%5B0%5D.name&perspective=raw', asEditor(token))
    expect(drafts.body).toMatchObject({ result: 'Asha' })
  })

  it('also signs in by a one-time id, exchanged once', async () => {
    const { lake } = await startTestLake()
    const token = await signIn(lake, 'withSid')
    expect((await anonymousRequest(lake, '/v1/users/me', asEditor(token))).body).toMatchObject({ id: 'local-editor' })
  })

  it('signs in only pages this lake trusts, served from this machine', async () => {
    const { lake } = await startTestLake({ corsOrigins: [STUDIO, 'https://studio.example.com'] })
    for (const origin of ['https://evil.example', 'https://studio.example.com', 'not a url']) {
      const page = await fetch(`${lake.url}/v1/auth/login/local?origin=${encodeURIComponent(origin)}`, { redirect: 'manual' })
      expect(page.status).toBe(400)
      expect(page.headers.get('location')).toBeNull()
      expect(await page.text()).toContain('only for the Studio on this computer')
    }
    expect((await anonymousRequest(lake, '/v1/auth/fetch?sid=made-up-session-id-1234567', { headers: { Origin: STUDIO } })).status).toBe(401)
  })

  it('keeps the session across a restart of the lake', async () => {
    const first = await startTestLake()
    const token = await signIn(first.lake)
    await first.lake.close()
    const second = await startTestLake({ dataDir: first.dataDir })
    expect((await anonymousRequest(second.lake, '/v1/users/me', asEditor(token))).body).toMatchObject({ id: 'local-editor' })
  })

  it('ends the session on sign-out (and only that one)', async () => {
    const { lake } = await startTestLake()
    const leaving = await signIn(lake)
    const staying = await signIn(lake)
    expect((await anonymousRequest(lake, '/v1/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${leaving}`, Origin: STUDIO } })).status).toBe(
      200,
    )
    expect((await anonymousRequest(lake, '/v1/users/me', asEditor(leaving))).status).toBe(401)
    expect((await anonymousRequest(lake, '/v1/data/query/production?query=1&perspective=raw', asEditor(leaving))).status).toBe(401)
    expect((await anonymousRequest(lake, '/v1/users/me', asEditor(staying))).status).toBe(200)
  })
})
