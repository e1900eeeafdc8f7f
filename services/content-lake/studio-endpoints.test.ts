import { readFile } from 'node:fs/promises'
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2'
import { describe, expect, it } from 'vitest'
import { request, startTestLake } from './testing.ts'

async function tlsLake() {
  const test = await startTestLake({ tlsPort: 0 })
  const ca = await readFile(test.lake.certFile ?? '', 'utf8')
  return { ...test, ca }
}

/** An HTTP/2 session as the browser opens it: to `{projectId}.localhost`, trusting the lake's certificate. */
function session(port: number, ca: string, servername = 'embedded.localhost'): ClientHttp2Session {
  return connect(`https://127.0.0.1:${port}`, { ca, servername })
}

function get(client: ClientHttp2Session, path: string, headers: Record<string, string> = {}): Promise<{ headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const stream = client.request({ ':path': path, ...headers })
    let body = ''
    let responseHeaders: IncomingHttpHeaders = {}
    stream.on('response', (h) => (responseHeaders = h))
    stream.on('data', (chunk: Buffer) => (body += chunk.toString()))
    stream.on('end', () => resolve({ headers: responseHeaders, body }))
    stream.on('error', reject)
    stream.end()
  })
}

/** Opens a listen stream and resolves once its first event arrived (the stream stays open). */
function openListener(client: ClientHttp2Session, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = client.request({ ':path': path })
    stream.on('data', (chunk: Buffer) => resolve(chunk.toString()))
    stream.on('error', reject)
  })
}

describe('the TLS listener for Sanity Studio', () => {
  it('speaks HTTP/2 with a certificate for localhost names, on the same store as the plain listener', async () => {
    const { lake, client, ca } = await tlsLake()
    await client.createOrReplace({ _id: 'product-1', _type: 'product', name: 'Ajwain' })
    const h2 = session(lake.tlsPort ?? 0, ca)
    try {
      const response = await get(h2, '/v2025-02-19/data/query/production?query=*%5B0%5D.name')
      expect(response.headers[':status']).toBe(200)
      expect(JSON.parse(response.body)).toMatchObject({ result: 'Ajwain' })
      expect(h2.alpnProtocol).toBe('h2')
    } finally {
      h2.close()
    }
    expect(lake.tlsUrl).toBe(`https://localhost:${lake.tlsPort}`)
  })

  it('keeps many listen streams and queries going at once on one connection', async () => {
    const { lake, ca } = await tlsLake()
    const h2 = session(lake.tlsPort ?? 0, ca)
    try {
      const welcomes = await Promise.all(
        Array.from({ length: 8 }, (_, i) => openListener(h2, `/v1/data/listen/production?query=*%5B_id%3D%3D%22doc-${i}%22%5D`)),
      )
      expect(welcomes.every((text) => text.startsWith('event: welcome\n'))).toBe(true)
      expect((await get(h2, '/v1/users/me')).headers[':status']).toBe(200)
    } finally {
      h2.destroy()
    }
  })

  it('answers credentialed CORS for pages on this machine only', async () => {
    const { lake, ca } = await tlsLake()
    const h2 = session(lake.tlsPort ?? 0, ca)
    try {
      const local = await get(h2, '/v1/users/me', { origin: 'http://localhost:3333' })
      expect(local.headers['access-control-allow-origin']).toBe('http://localhost:3333')
      expect(local.headers['access-control-allow-credentials']).toBe('true')
      const foreign = await get(h2, '/v1/users/me', { origin: 'https://evil.example' })
      // Readable (the dataset is public), but never with credentials.
      expect(foreign.headers['access-control-allow-origin']).toBe('*')
      expect(foreign.headers['access-control-allow-credentials']).toBeUndefined()
    } finally {
      h2.close()
    }
  })

  it('ends open listen streams when the lake closes', async () => {
    const { lake, ca } = await tlsLake()
    const h2 = session(lake.tlsPort ?? 0, ca)
    const stream = h2.request({ ':path': '/v1/data/listen/production?query=*' })
    const welcomed = new Promise((resolve) => stream.once('data', resolve))
    const ended = new Promise((resolve) => stream.on('close', resolve))
    await welcomed
    const started = Date.now()
    await lake.close()
    await ended
    expect(Date.now() - started).toBeLessThan(1500)
    h2.destroy()
  })
})

describe("the Studio's start-up endpoints", () => {
  it('answer a local editor with every permission', async () => {
    const { lake } = await startTestLake()
    expect(await request(lake, '/v2026-05-04/users/me')).toMatchObject({
      status: 200,
      body: { id: 'local-editor', name: 'Local editor', role: 'administrator' },
    })
    expect(await request(lake, '/v1/auth/id')).toMatchObject({ status: 200, body: { id: 'local-editor' } })
    expect(await request(lake, '/v2021-06-07/projects/embedded/datasets/production/acl')).toMatchObject({
      status: 200,
      body: [{ filter: '_id in path("**")', permissions: expect.arrayContaining(['read', 'create', 'update']) }],
    })
    expect(await request(lake, '/v2021-12-15/projects/embedded')).toMatchObject({ status: 200, body: { id: 'embedded' } })
    expect(await request(lake, '/v2021-12-15/projects/embedded/datasets')).toMatchObject({ status: 200, body: [{ name: 'production' }] })
    expect(await request(lake, '/v2025-02-19/schedules/embedded/production?limit=1')).toMatchObject({ status: 200, body: { schedules: [] } })
    expect(await request(lake, '/v2023-12-18/intake/telemetry-status')).toMatchObject({ status: 200, body: { status: 'denied' } })
    expect((await request(lake, '/v2025-02-19/data/ping/production')).status).toBe(200)
    // An archived release reads the plan's retention: none here, so the Studio shows no removal date.
    expect(await request(lake, '/v2025-02-19/subscriptions/project/embedded?tag=sanity.studio.project-subscriptions')).toMatchObject({
      status: 200,
      body: {
        projectId: 'embedded',
        plan: { name: 'Embedded content lake' },
        featureTypes: { retention: { features: [{ attributes: { maxRetentionDays: 0 } }] } },
      },
    })
  })

  it("keep the editor's preferences while the lake runs", async () => {
    const { lake } = await startTestLake()
    const put = await request(lake, '/v2025-02-19/users/me/keyvalue', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([{ key: 'studio.announcement.seen', value: ['a'] }]),
    })
    expect(put).toMatchObject({ status: 200, body: [{ key: 'studio.announcement.seen', value: ['a'] }] })
    expect(await request(lake, '/v2025-02-19/users/me/keyvalue/studio.announcement.seen,other')).toMatchObject({
      body: [
        { key: 'studio.announcement.seen', value: ['a'] },
        { key: 'other', value: null },
      ],
    })
  })

  it('answer history with nothing, and unknown account paths with 404', async () => {
    const { lake } = await startTestLake()
    expect(await request(lake, '/v2025-02-19/data/history/production/documents/a,b?lastRevision=true')).toMatchObject({ status: 200, body: { documents: [] } })
    expect(await request(lake, '/v2025-02-19/data/history/production/transactions/a?excludeContent=true')).toMatchObject({ status: 200, body: '' })
    expect(await request(lake, '/v2025-02-19/data/history/production/events/documents/a')).toMatchObject({ status: 200, body: { events: {} } })
    expect(await request(lake, '/v1/users/me/unknown-thing/deeper')).toMatchObject({ status: 404 })
  })

  it('show people who open the lake in a browser that it runs', async () => {
    const { lake } = await startTestLake()
    const page = await request(lake, '/')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.body).toContain('The content lake is running')
  })
})
