import { stegaClean } from '@sanity/client/stega'
// Stega's own decoder (a dependency of @sanity/client's stega encoding and of the overlays).
import { vercelStegaDecode } from '@vercel/stega'
import { describe, expect, it } from 'vitest'
import { clientFor, request, startTestLake } from './testing.ts'

const documents: { _id: string; _type: string; [field: string]: unknown }[] = [
  {
    _id: 'product-cumin',
    _type: 'product',
    name: 'Cumin Seeds',
    slug: { _type: 'slug', current: 'cumin-seeds' },
    price: 320,
    category: 'Whole Spices',
    maker: { _type: 'reference', _ref: 'maker-1' },
    notes: [
      { _key: 'n1', _type: 'note', text: 'Earthy' },
      { _key: 'n2', _type: 'note', text: 'Warm' },
    ],
  },
  { _id: 'product-pepper', _type: 'product', name: 'Black Pepper', slug: { _type: 'slug', current: 'black-pepper' }, price: 410, category: 'Whole Spices' },
  { _id: 'maker-1', _type: 'maker', name: 'Unjha Farms' },
]

const QUERY = `*[_type == "product" && slug.current == $slug][0]{
  _id, name, "slug": slug.current, price, "makerName": maker->name, "notes": notes[]{_key, text},
  "label": name + " (" + category + ")"
}`

/**
 * What Sanity's API answers for this query shape with `resultSourceMap=withKeyArraySelector`
 * (Content Source Map format: documents, paths with key selectors, mappings from result paths),
 * written by hand from Sanity's documented format. Ids, keys, numbers and computed strings get no
 * mapping; documents and paths are listed once each, in the order the result first meets them.
 */
const EXPECTED_SOURCE_MAP = {
  documents: [
    { _id: 'product-cumin', _type: 'product' },
    { _id: 'maker-1', _type: 'maker' },
  ],
  paths: ["$['name']", "$['slug']['current']", "$['notes'][?(@._key=='n1')]['text']", "$['notes'][?(@._key=='n2')]['text']"],
  mappings: {
    "$['name']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } },
    "$['slug']": { type: 'value', source: { type: 'documentValue', document: 0, path: 1 } },
    "$['makerName']": { type: 'value', source: { type: 'documentValue', document: 1, path: 0 } },
    "$['notes'][0]['text']": { type: 'value', source: { type: 'documentValue', document: 0, path: 2 } },
    "$['notes'][1]['text']": { type: 'value', source: { type: 'documentValue', document: 0, path: 3 } },
  },
}

async function seeded() {
  const test = await startTestLake()
  const tx = test.client.transaction()
  for (const doc of documents) tx.createOrReplace(doc)
  await tx.commit()
  return test
}

describe('content source maps', () => {
  it('maps passed-through values like Sanity: renamed fields, dereferences, array items by _key', async () => {
    const { client } = await seeded()
    const response = await client.fetch(QUERY, { slug: 'cumin-seeds' }, { filterResponse: false, resultSourceMap: 'withKeyArraySelector', returnQuery: false })
    expect(response.result).toEqual({
      _id: 'product-cumin',
      name: 'Cumin Seeds',
      slug: 'cumin-seeds',
      price: 320,
      makerName: 'Unjha Farms',
      notes: [
        { _key: 'n1', text: 'Earthy' },
        { _key: 'n2', text: 'Warm' },
      ],
      label: 'Cumin Seeds (Whole Spices)',
    })
    expect(response.resultSourceMap).toEqual(EXPECTED_SOURCE_MAP)
    expect(response).not.toHaveProperty('query')
    expect(response.syncTags).toEqual([expect.stringMatching(/^s1:/)])
  })

  it('uses array indices without the key selector, and maps every item of a list', async () => {
    const { client } = await seeded()
    const response = await client.fetch(
      '*[_type == "product"] | order(name asc){name, "first": notes[0].text}',
      {},
      { filterResponse: false, resultSourceMap: true },
    )
    expect(response.result).toEqual([
      { name: 'Black Pepper', first: null },
      { name: 'Cumin Seeds', first: 'Earthy' },
    ])
    const { documents: docs, paths, mappings } = response.resultSourceMap ?? { documents: [], paths: [], mappings: {} }
    const source = (resultPath: string) => {
      const mapping = mappings[resultPath]
      if (mapping?.source.type !== 'documentValue') return undefined
      return { id: docs[mapping.source.document]?._id, path: paths[mapping.source.path] }
    }
    expect(source("$[0]['name']")).toEqual({ id: 'product-pepper', path: "$['name']" })
    expect(source("$[1]['name']")).toEqual({ id: 'product-cumin', path: "$['name']" })
    expect(source("$[1]['first']")).toEqual({ id: 'product-cumin', path: "$['notes'][0]['text']" })
  })

  it('filters, compares and orders exactly as without source maps', async () => {
    const { client } = await seeded()
    const queries: [string, Record<string, unknown>][] = [
      ['*[_type == "product" && slug.current in ["cumin-seeds"]].name', {}],
      ['*[_type == "product" && lower(name) == "black pepper"]{name}', {}],
      ['*[_type == "product"] | order(name desc).slug.current', {}],
      ['*[_type == "product" && category == $category] | order(price asc){"n": coalesce(name, "x")}', { category: 'Whole Spices' }],
      ['count(*[_type == "product" && defined(maker)])', {}],
      ['*[_type == "maker" && count(*[_type == "product" && references(^._id)]) > 0].name', {}],
    ]
    for (const [query, params] of queries) {
      const plain = await client.fetch(query, params)
      const mapped = await client.fetch(query, params, { filterResponse: false, resultSourceMap: true })
      expect(mapped.result, query).toEqual(plain)
    }
  })

  it('maps the draft under the drafts perspective to the draft document', async () => {
    const { client } = await seeded()
    await client.createOrReplace({ ...documents[0], _id: 'drafts.product-cumin', _type: 'product', name: 'Cumin (draft)' })
    const response = await client.fetch(
      '*[_id == "product-cumin"][0]{name}',
      {},
      { filterResponse: false, perspective: 'drafts', resultSourceMap: 'withKeyArraySelector' },
    )
    expect(response.result).toEqual({ name: 'Cumin (draft)' })
    expect(response.resultSourceMap?.documents).toEqual([{ _id: 'drafts.product-cumin', _type: 'product' }])
    const published = await client.fetch('*[_id == "product-cumin"][0]{name}', {}, { filterResponse: false, resultSourceMap: true })
    expect(published.result).toEqual({ name: 'Cumin Seeds' })
  })

  it('lets @sanity/client stega-encode mapped strings only, and stegaClean restores them', async () => {
    const { lake } = await seeded()
    const client = clientFor(lake, { anonymous: true, stega: { enabled: true, studioUrl: 'http://localhost:3333' } })
    const result = await client.fetch<{ name: string; label: string; slug: string }>(QUERY, { slug: 'cumin-seeds' })
    expect(result.name).not.toBe('Cumin Seeds')
    expect(stegaClean(result.name)).toBe('Cumin Seeds')
    const encoded = vercelStegaDecode(result.name) as { href?: string } | undefined
    expect(encoded?.href).toMatch(/product-cumin.*path=name/)
    // Computed values and slugs stay clean text.
    expect(result.label).toBe('Cumin Seeds (Whole Spices)')
    expect(result.slug).toBe('cumin-seeds')
  })

  it('answers no source map unless asked', async () => {
    const { lake } = await seeded()
    const { body } = await request(lake, `/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type=="maker"]{name}')}`)
    expect(body).toMatchObject({ result: [{ name: 'Unjha Farms' }], syncTags: [expect.stringMatching(/^s1:/)] })
    expect(body).not.toHaveProperty('resultSourceMap')
  })
})
