import { describe, expect, it } from 'vitest'
import { request, startTestLake } from './testing.ts'

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

describe('content lake errors', () => {
  it('answers a hostile GROQ query with a Sanity-shaped parse error', async () => {
    const { lake, client } = await startTestLake()
    const response = await request(lake, `/v2025-02-19/data/query/production?query=${encodeURIComponent('*[')}`)
    expect(response).toMatchObject({
      status: 400,
      body: { error: { type: 'queryParseError', description: expect.any(String), query: '*[', start: 1 } },
    })
    await expect(client.fetch('*[')).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('GROQ query parse error') })
  })

  it('answers a missing parameter, a bad $param and a bad perspective with 400', async () => {
    const { lake } = await startTestLake()
    const missing = await request(lake, `/v1/data/query/production?query=${encodeURIComponent('*[_id == $id]')}`)
    expect(missing).toMatchObject({ status: 400, body: { error: { description: 'param $id referenced, but not provided' } } })
    const unquoted = await request(lake, `/v1/data/query/production?query=${encodeURIComponent('*[_id == $id]')}&$id=abc`)
    expect(unquoted).toMatchObject({ status: 400, body: { error: { type: 'httpBadRequest' } } })
    const perspective = await request(lake, '/v1/data/query/production?query=1&perspective=%3Cscript%3E')
    expect(perspective.status).toBe(400)
  })

  it('answers malformed JSON bodies with 400', async () => {
    const { lake } = await startTestLake()
    for (const path of ['/v1/data/mutate/production', '/v1/data/query/production']) {
      const response = await request(lake, path, json('{"mutations": ['))
      expect(response).toMatchObject({ status: 400, body: { error: { type: 'httpBadRequest', description: expect.any(String) } } })
    }
  })

  it('answers an unknown or malformed mutation with 400 and changes nothing', async () => {
    const { lake } = await startTestLake()
    const unknown = await request(lake, '/v1/data/mutate/production', json({ mutations: [{ create: { _id: 'a', _type: 't' } }, { upsert: { _id: 'b' } }] }))
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: { type: 'mutationError', items: [{ index: 1, error: { description: 'Unknown mutation type "upsert"' } }] } },
    })
    for (const mutations of [
      {},
      [{ create: 'x' }],
      [{ create: { _type: 't', _id: 'bad id' } }],
      [{ create: { _id: 'a' } }],
      [{ patch: { id: 'a', set: { 'a[[[': 1 } } }],
    ]) {
      const response = await request(lake, '/v1/data/mutate/production', json({ mutations }))
      expect(response.status, JSON.stringify(mutations)).toBe(400)
    }
    expect(lake.store.documents()).toEqual([])
  })

  it('answers conflicts with 409', async () => {
    const { lake } = await startTestLake()
    await request(lake, '/v1/data/mutate/production', json({ mutations: [{ create: { _id: 'a', _type: 't' } }] }))
    const exists = await request(lake, '/v1/data/mutate/production', json({ mutations: [{ create: { _id: 'a', _type: 't' } }] }))
    expect(exists).toMatchObject({ status: 409, body: { error: { items: [{ error: { type: 'documentAlreadyExistsError', id: 'a' } }] } } })
    const missing = await request(lake, '/v1/data/mutate/production', json({ mutations: [{ patch: { id: 'nope', set: { a: 1 } } }] }))
    expect(missing.status).toBe(409)
  })

  it('answers unknown routes and datasets with 404, oversized bodies with 413', async () => {
    const { lake } = await startTestLake()
    expect(await request(lake, '/v1/nothing/here')).toMatchObject({ status: 404, body: { error: { type: 'httpNotFound' } } })
    expect(await request(lake, '/v1/data/query/staging?query=1')).toMatchObject({ status: 404, body: { error: { type: 'datasetNotFoundError' } } })
    expect((await request(lake, '/v1/data/mutate/production')).status).toBe(405)
    const huge = await request(lake, '/v1/data/mutate/production', json(`{"mutations":[],"pad":"${'x'.repeat(21 * 1024 * 1024)}"}`))
    expect(huge).toMatchObject({ status: 413, body: { error: { type: 'httpPayloadTooLarge' } } })
    expect((await request(lake, '/v1/data/query/production?query=1')).status).toBe(200)
  })

  it('answers CORS preflights and sets the allowed origin', async () => {
    const open = await startTestLake()
    const preflight = await fetch(`${open.lake.url}/v1/data/query/production`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type, authorization' },
    })
    expect(preflight.status).toBe(204)
    // A page on this machine (the default allow-list) gets credentials.
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, authorization')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')

    const listed = await startTestLake({ corsOrigins: ['http://localhost:3333'] })
    const allowed = await fetch(`${listed.lake.url}/v1/data/query/production?query=1`, { headers: { Origin: 'http://localhost:3333' } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3333')
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
    const refused = await fetch(`${listed.lake.url}/v1/data/query/production?query=1`, { headers: { Origin: 'http://evil.test' } })
    expect(refused.headers.get('access-control-allow-origin')).toBe('*')
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull()
  })
})
