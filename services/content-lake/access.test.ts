import { request as httpRequest } from 'node:http'
import { stat } from 'node:fs/promises'
import { filter, firstValueFrom, take, toArray, type Observable } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { lakeTokenFile } from './token.ts'
import { anonymousRequest, clientFor, request, startTestLake, type TestLake } from './testing.ts'

const MUTATION = JSON.stringify({ mutations: [{ createOrReplace: { _id: 'x', _type: 'testimonial', name: 'Planted' } }] })
const ACTION = JSON.stringify({
  actions: [{ actionType: 'sanity.action.document.create', publishedId: 'x', attributes: { _id: 'drafts.x', _type: 'testimonial' }, ifExists: 'fail' }],
})
const EVIL = 'https://any-site.example'

async function seeded(): Promise<TestLake> {
  const test = await startTestLake()
  await test.client.mutate([
    { createOrReplace: { _id: 'product-1', _type: 'product', name: 'Published pepper' } },
    { createOrReplace: { _id: 'drafts.product-1', _type: 'product', name: 'Draft pepper' } },
    { createOrReplace: { _id: 'drafts.product-2', _type: 'product', name: 'Unpublished saffron' } },
  ])
  return test
}

function stored(test: TestLake, id = 'x'): unknown {
  return test.lake.store.get(id) ?? test.lake.store.get(`drafts.${id}`) ?? null
}

/** Sends headers and half a body, then waits for the answer: it must come before the rest is read. */
function answerBeforeBody(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'Content-Length': '100000' } }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body })
        req.destroy()
      })
    })
    req.on('error', reject)
    req.write('{"mutations":[')
  })
}

describe('the lake token', () => {
  it('is made on the first start (mode 600, 32 random bytes) and kept across restarts', async () => {
    const first = await startTestLake()
    expect(first.lake.tokenFile).toBe(lakeTokenFile(first.dataDir))
    expect((await stat(first.lake.tokenFile)).mode & 0o777).toBe(0o600)
    expect(Buffer.from(first.lake.token, 'base64url')).toHaveLength(32)
    await first.lake.close()
    const second = await startTestLake({ dataDir: first.dataDir })
    expect(second.lake.token).toBe(first.lake.token)
    expect(second.lake.token).not.toBe((await startTestLake()).lake.token)
  })
})

describe('writes need a credential', () => {
  for (const [path, body] of [
    ['/v2025-02-19/data/mutate/production', MUTATION],
    ['/v2025-02-19/data/actions/production', ACTION],
  ] as const) {
    it(`refuses an anonymous ${path.split('/')[3]} (JSON or text/plain, from another origin) with 401 and stores nothing`, async () => {
      const test = await startTestLake()
      for (const type of ['application/json', 'text/plain']) {
        const answer = await anonymousRequest(test.lake, path, { method: 'POST', headers: { 'Content-Type': type, Origin: EVIL }, body })
        expect(answer).toMatchObject({ status: 401, body: { error: { type: 'unauthorizedError' } } })
      }
      expect(stored(test)).toBeNull()
    })
  }

  it('refuses an anonymous upload with 401 and stores nothing', async () => {
    const test = await startTestLake()
    for (const type of ['image/svg+xml', 'multipart/form-data; boundary=x', 'text/plain']) {
      const answer = await anonymousRequest(test.lake, '/v1/assets/files/production?filename=a.txt', {
        method: 'POST',
        headers: { 'Content-Type': type, Origin: EVIL },
        body: 'not yours',
      })
      expect(answer.status).toBe(401)
    }
    expect(test.lake.store.documents()).toEqual([])
  })

  it('answers before reading the body of a refused write', async () => {
    const { lake } = await startTestLake()
    const answer = await answerBeforeBody(`${lake.url}/v1/data/mutate/production`, { 'Content-Type': 'application/json' })
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.body)).toMatchObject({ error: { type: 'unauthorizedError' } })
  })

  it('refuses a wrong token with 401, on writes and on reads', async () => {
    const test = await startTestLake()
    const wrong = { Authorization: 'Bearer not-the-token-of-this-lake', 'Content-Type': 'application/json' }
    expect((await request(test.lake, '/v1/data/mutate/production', { method: 'POST', headers: wrong, body: MUTATION })).status).toBe(401)
    expect((await request(test.lake, '/v1/data/query/production?query=1', { headers: wrong })).status).toBe(401)
    expect(stored(test)).toBeNull()
  })

  it('refuses a text/plain mutation even with the token, and accepts JSON with it', async () => {
    const test = await startTestLake()
    const plain = await request(test.lake, '/v1/data/mutate/production', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: MUTATION })
    expect(plain).toMatchObject({ status: 415, body: { error: { type: 'httpUnsupportedMediaType' } } })
    expect(stored(test)).toBeNull()
    const json = await request(test.lake, '/v1/data/mutate/production', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: MUTATION })
    expect(json.status).toBe(200)
    expect(stored(test)).toMatchObject({ name: 'Planted' })
  })

  it('refuses a write with the token from a page whose origin is not allowed', async () => {
    const test = await startTestLake({ corsOrigins: ['http://localhost:3333'] })
    const answer = await request(test.lake, '/v1/data/mutate/production', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: EVIL },
      body: MUTATION,
    })
    expect(answer).toMatchObject({ status: 403, body: { error: { type: 'insufficientPermissionsError' } } })
    const studio = await request(test.lake, '/v1/data/mutate/production', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3333' },
      body: MUTATION,
    })
    expect(studio.status).toBe(200)
  })
})

describe('anonymous readers see published documents only', () => {
  for (const perspective of ['raw', 'drafts', 'previewDrafts', 'published', 'drafts,r1']) {
    it(`query with perspective=${perspective}`, async () => {
      const test = await seeded()
      const anonymous = clientFor(test.lake, { anonymous: true })
      const result = await anonymous.fetch<{ _id: string; name: string }[]>('*[_type == "product"]{_id, name}', {}, { perspective: perspective as 'raw' })
      expect(result).toEqual([{ _id: 'product-1', name: 'Published pepper' }])
      const explicit = await anonymous.fetch<unknown[]>('*[_id in path("drafts.**")]', {}, { perspective: perspective as 'raw' })
      expect(explicit).toEqual([])
    })
  }

  it('the token (and only the token) sees drafts', async () => {
    const test = await seeded()
    expect(await test.client.fetch('*[_id == "drafts.product-2"][0].name', {}, { perspective: 'raw' })).toBe('Unpublished saffron')
    expect(await test.client.fetch('*[_id == "product-1"][0].name', {}, { perspective: 'drafts' })).toBe('Draft pepper')
    expect(await test.client.fetch('*[_id == "product-1"][0].name', {}, { perspective: 'previewDrafts' })).toBe('Draft pepper')
  })

  it('doc: drafts are omitted for "permission"', async () => {
    const test = await seeded()
    const answer = await anonymousRequest(test.lake, '/v1/data/doc/production/product-1,drafts.product-1,drafts.product-2')
    expect(answer.body).toEqual({
      documents: [expect.objectContaining({ _id: 'product-1' })],
      omitted: [
        { id: 'drafts.product-1', reason: 'permission' },
        { id: 'drafts.product-2', reason: 'permission' },
      ],
    })
    const withToken = await request(test.lake, '/v1/data/doc/production/drafts.product-2')
    expect(withToken.body).toMatchObject({ documents: [{ _id: 'drafts.product-2' }] })
  })

  it('listen: no draft event reaches an anonymous listener, the token hears them', async () => {
    const test = await seeded()
    type Event = { type: string; documentId?: string }
    const listen = (client: ReturnType<typeof clientFor>, count: number) => {
      const events = client.listen('*[_type == "product"]', {}, { events: ['welcome', 'mutation'], includeResult: true }) as unknown as Observable<Event>
      const welcome = firstValueFrom(events.pipe(filter((e) => e.type === 'welcome')))
      const mutations = firstValueFrom(
        events.pipe(
          filter((e) => e.type === 'mutation'),
          take(count),
          toArray(),
        ),
      )
      return { welcome, mutations }
    }
    const anonymous = listen(clientFor(test.lake, { anonymous: true }), 1)
    const editor = listen(test.client, 2)
    await Promise.all([anonymous.welcome, editor.welcome])
    await test.client.patch('drafts.product-1').set({ name: 'Draft pepper, edited' }).commit()
    await test.client.patch('product-1').set({ name: 'Published pepper, edited' }).commit()
    expect((await anonymous.mutations).map((e) => e.documentId)).toEqual(['product-1'])
    expect((await editor.mutations).map((e) => e.documentId)).toEqual(['drafts.product-1', 'product-1'])
  })

  it("history and the editor's preferences need a credential", async () => {
    const test = await seeded()
    expect((await anonymousRequest(test.lake, '/v1/data/history/production/documents/drafts.product-1')).status).toBe(401)
    expect((await request(test.lake, '/v1/data/history/production/documents/drafts.product-1')).status).toBe(200)
    expect((await anonymousRequest(test.lake, '/v1/users/me/keyvalue/studio.last-opened')).status).toBe(401)
    expect(await anonymousRequest(test.lake, '/v1/users/me')).toMatchObject({ status: 200, body: {} })
    expect(await request(test.lake, '/v1/users/me')).toMatchObject({ status: 200, body: { id: 'local-editor' } })
  })
})

describe('CORS', () => {
  it('lets any origin read without credentials, and allowed origins write with credentials', async () => {
    const { lake } = await startTestLake({ corsOrigins: ['http://localhost:3333'] })
    const preflight = (origin: string) =>
      fetch(`${lake.url}/v1/data/mutate/production`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT' } })
    const other = await preflight(EVIL)
    expect(other.headers.get('access-control-allow-origin')).toBe('*')
    expect(other.headers.get('access-control-allow-credentials')).toBeNull()
    expect(other.headers.get('access-control-allow-methods')).not.toContain('PUT')
    const studio = await preflight('http://localhost:3333')
    expect(studio.headers.get('access-control-allow-origin')).toBe('http://localhost:3333')
    expect(studio.headers.get('access-control-allow-credentials')).toBe('true')
    expect(studio.headers.get('access-control-allow-methods')).toContain('PUT')
  })
})
