import http from 'node:http'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Store } from './store.ts'
import { request, startTestLake } from './testing.ts'

const GROQ_TOKENS = [
  '*',
  '[',
  ']',
  '{',
  '}',
  '(',
  ')',
  '_type',
  '_id',
  '==',
  '!=',
  '"product"',
  "'x'",
  '$p',
  '->',
  '|',
  'order(',
  'count(',
  ',',
  '...',
  '.',
  '@',
  '^',
  '1',
  '-1.5',
  'true',
  'null',
  '&&',
  '||',
  '!',
  ' in ',
  '..',
  ' match ',
  'select(',
  '=>',
  'score(',
  'coalesce(',
  'now()',
  'pt::text(',
  'dateTime(',
  'items',
  'name',
  ' asc',
  ' desc',
  ':',
  ' ',
  '\n',
  '//',
]
const PATH_TOKENS = [
  'a',
  'items',
  'name',
  '_key',
  '_id',
  '_type',
  '__proto__',
  '[0]',
  '[-1]',
  '[*]',
  '[_key=="k1"]',
  '[1:3]',
  '.',
  '[',
  ']',
  '"',
  "'",
  '..',
  '=',
]

const groqLike = fc.array(fc.constantFrom(...GROQ_TOKENS), { maxLength: 14 }).map((tokens) => tokens.join(''))
const query = fc.oneof(groqLike, fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 40 }))
const path = fc.oneof(
  fc.array(fc.constantFrom(...PATH_TOKENS), { minLength: 1, maxLength: 5 }).map((t) => t.join('')),
  fc.string({ maxLength: 8 }),
)
const validPath = fc
  .tuple(
    fc.constantFrom('items', 'name', 'nested', '__proto__', '_type'),
    fc.array(fc.constantFrom('.n', '.name', '[0]', '[-1]', '[*]', '[_key=="k1"]', '[1:3]'), { maxLength: 3 }),
  )
  .map(([head, tail]) => head + tail.join(''))
const id = fc.oneof(fc.constantFrom('a', 'b', 'drafts.a', 'missing', 'new.'), fc.string({ maxLength: 10 }))
const value = fc.jsonValue({ maxDepth: 2 })
const doc = fc.record({ _id: id, _type: fc.oneof(fc.constant('thing'), value), items: value, name: value }, { requiredKeys: [] })

// Mostly-valid patches on existing documents, so the patch engine itself is exercised.
const plausiblePatch = fc.record({
  patch: fc.record(
    {
      id: fc.constantFrom('a', 'b', 'drafts.a'),
      set: fc.dictionary(validPath, value, { maxKeys: 2 }),
      setIfMissing: fc.dictionary(validPath, value, { maxKeys: 1 }),
      unset: fc.array(validPath, { maxLength: 2 }),
      inc: fc.dictionary(validPath, fc.integer(), { maxKeys: 1 }),
      insert: fc.record({ after: validPath.map((p) => `${p}[-1]`), items: fc.array(value, { maxLength: 2 }) }),
    },
    { requiredKeys: ['id'] },
  ),
})

const mutation = fc.oneof(
  value,
  fc.record({ create: fc.oneof(doc, value) }),
  fc.record({ createOrReplace: doc }),
  fc.record({ createIfNotExists: doc }),
  fc.record({ delete: fc.oneof(fc.record({ id }), fc.record({ query }), value) }),
  fc.record({
    patch: fc.record(
      {
        id,
        query,
        params: value,
        ifRevisionID: fc.string({ maxLength: 4 }),
        set: fc.dictionary(path, value),
        setIfMissing: fc.dictionary(path, value),
        unset: fc.oneof(fc.array(path), value),
        inc: fc.dictionary(path, fc.oneof(fc.integer(), value)),
        dec: fc.dictionary(path, fc.integer()),
        insert: fc.record({ before: path, after: path, replace: path, items: fc.oneof(fc.array(value), value) }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    ),
  }),
)
const mutateBody = fc.oneof(
  fc.record({ mutations: fc.array(plausiblePatch, { minLength: 1, maxLength: 2 }) }).map((body) => JSON.stringify(body)),
  fc.record({ mutations: fc.array(mutation, { maxLength: 4 }) }).map((body) => JSON.stringify(body)),
  value.map((body) => JSON.stringify(body)),
  fc.string({ maxLength: 40 }),
)

const post = (body: string): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body })

describe('content lake robustness', () => {
  it('answers random queries and mutations with 200, 400 or 409, and keeps a valid dataset', async () => {
    const { lake, dataDir } = await startTestLake()
    await request(
      lake,
      '/v1/data/mutate/production',
      post(
        JSON.stringify({
          mutations: [
            {
              create: {
                _id: 'a',
                _type: 'thing',
                name: 'A',
                items: [
                  { _key: 'k1', n: 1 },
                  { _key: 'k2', n: 2 },
                ],
              },
            },
            { create: { _id: 'drafts.a', _type: 'thing', name: 'A draft' } },
            { create: { _id: 'b', _type: 'product', n: 5 } },
          ],
        }),
      ),
    )

    await fc.assert(
      fc.asyncProperty(query, value, fc.boolean(), async (text, params, usePost) => {
        const response = usePost
          ? await request(lake, '/v1/data/query/production', post(JSON.stringify({ query: text, params })))
          : await request(lake, `/v1/data/query/production?query=${encodeURIComponent(text)}&$p=${encodeURIComponent(JSON.stringify(params))}`)
        expect([200, 400]).toContain(response.status)
        if (response.status === 400) expect(response.body).toMatchObject({ error: { description: expect.any(String), type: expect.any(String) } })
      }),
      { numRuns: 250 },
    )

    await fc.assert(
      fc.asyncProperty(mutateBody, fc.boolean(), async (body, returnDocuments) => {
        const response = await request(lake, `/v1/data/mutate/production?returnIds=true&returnDocuments=${returnDocuments}`, post(body))
        expect([200, 400, 409]).toContain(response.status)
        if (response.status !== 200) expect(response.body).toMatchObject({ error: { description: expect.any(String), type: expect.any(String) } })
      }),
      { numRuns: 250 },
    )

    expect((await request(lake, '/v1/data/query/production?query=count(*)')).status).toBe(200)
    for (const stored of lake.store.documents()) {
      expect(stored).toMatchObject({ _id: expect.any(String), _type: expect.any(String), _rev: expect.any(String) })
    }
    const reloaded = await Store.open({ dataDir, dataset: 'production' })
    expect(reloaded.documents()).toEqual(lake.store.documents())
    await reloaded.close()
    // The same from the dataset file alone, once the journal is folded into it.
    await lake.store.compact()
    const compacted = await Store.open({ dataDir, dataset: 'production' })
    expect(compacted.documents()).toEqual(lake.store.documents())
    await compacted.close()
  })

  it("keeps an idle connection open longer than Node's HTTP agent keeps one (5 s), so a client reusing it is answered", async () => {
    const { lake } = await startTestLake()
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${lake.url}/v1/ping`, { agent }, (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }))
        })
        req.on('error', reject)
      })
    try {
      expect(await get()).toMatchObject({ reused: false })
      // Past Node's default for a server (5 s, and 1 s of grace), after which the lake used to close it.
      await new Promise((resolve) => setTimeout(resolve, 7_000))
      const again = await get()
      expect(again.reused).toBe(true)
      expect(again.status).toBeGreaterThan(0)
    } finally {
      agent.destroy()
    }
  })
})
