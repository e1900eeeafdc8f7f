import fc from 'fast-check'
import { evaluate, parse, type ExprNode } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { readablePerspective, type RequestIdentity } from './access.ts'
import { runGroq } from './groq.ts'
import { documentsFor } from './perspective.ts'
import { narrowQuery } from './query-index.ts'
import type { LakeDocument } from './store.ts'

const CONTEXT = { projectId: 'test', dataset: 'production' }
const IDS = ['a', 'b', 'c', 'drafts.a', 'drafts.b', 'drafts.d', 'versions.r1.a', 'versions.r1.c', 'versions.r2.b']
const SLUGS: unknown[] = [{ current: 's1' }, { current: 's2' }, 's1', { current: 3 }, [{ current: 's1' }], null, undefined]

const documentArb = fc.record({
  _type: fc.constantFrom('product', 'post', 'complianceDocument'),
  slug: fc.constantFrom(...SLUGS),
  ref: fc.option(fc.record({ _ref: fc.constantFrom(...IDS, 'missing') }), { nil: undefined }),
  n: fc.integer({ min: 0, max: 3 }),
  deleted: fc.boolean(),
})

const datasetArb = fc.uniqueArray(fc.tuple(fc.constantFrom(...IDS), documentArb), { selector: ([id]) => id, minLength: 4, maxLength: IDS.length }).map((rows) =>
  rows
    .map(([_id, { deleted, slug, ref, ...fields }]) => {
      const doc: Record<string, unknown> = { _id, _rev: 'r', _createdAt: '2026-01-01T00:00:00Z', _updatedAt: '2026-01-01T00:00:00Z', ...fields }
      if (slug !== undefined) doc.slug = slug
      if (ref) doc.ref = ref
      if (deleted && _id.startsWith('versions.')) doc._system = { delete: true }
      // Stored documents are parsed JSON: plain objects throughout.
      return JSON.parse(JSON.stringify(doc)) as LakeDocument
    })
    .sort((x, y) => (x._id < y._id ? -1 : 1)),
)

/** Filters that pin an indexed field, others that do not, and their combinations. */
const ATOMS = [
  '_type == "product"',
  '"post" == _type',
  '@._type == $type',
  '_type == $number',
  '_id == $id',
  '@._id == "a"',
  '_id in [$id, "b", 3]',
  '_id in $ids',
  '_id in $number',
  '_id in [...$ids]',
  '_id in path("drafts.**")',
  'slug.current == $slug',
  '@.slug.current == "s1"',
  'slug.current == 3',
  'slug == "s1"',
  'defined(slug)',
  'n > 1',
  '_id == ^._id',
  'ref._ref == ^._id',
]

const anyFilterArb: fc.Arbitrary<string> = fc.letrec<{ filter: string }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(...ATOMS),
    fc.tuple(tie('filter'), tie('filter')).map(([a, b]) => `(${a}) && (${b})`),
    fc.tuple(tie('filter'), tie('filter')).map(([a, b]) => `${a} || ${b}`),
    tie('filter').map((a) => `!(${a})`),
  ),
})).filter

/** Mostly filters whose top level pins a field (those the index serves), also with a second condition. */
const filterArb = fc.oneof(
  fc.constantFrom(...ATOMS),
  fc.tuple(fc.constantFrom(...ATOMS), anyFilterArb).map(([pin, rest]) => `${pin} && (${rest})`),
  fc.tuple(anyFilterArb, fc.constantFrom(...ATOMS)).map(([rest, pin]) => `(${rest}) && ${pin}`),
  anyFilterArb,
)

const queryArb = fc.tuple(fc.constantFrom(0, 1, 2, 3, 4, 5, 6), filterArb, filterArb).map(([shape, f, g]) => {
  switch (shape) {
    case 0:
      return `*[${f}]`
    case 1:
      return `*[${f}][0]{ _id, "to": ref->_id, "from": *[${g}]._id }`
    case 2:
      return `count(*[${f}])`
    case 3:
      return `*[${f}] | order(n desc, _id asc)._id`
    case 4:
      return `{ "first": *[${f}][0]._id, "refs": *[${g}].ref->{ _id, _type } }`
    case 5:
      return `*[${f}]{ _id, "same": *[${g} && _id == ^._id][0]._id }`
    default:
      return `*[_type == "product"]{ _id, "inner": *[${f}][0..1]._id }`
  }
})

const paramsArb = fc
  .record({
    id: fc.constantFrom(...IDS, 'missing'),
    ids: fc.tuple(fc.shuffledSubarray([...IDS, 7], { minLength: 2 }), fc.boolean()).map(([ids, twice]) => (twice ? [...ids, ...ids] : ids)),
    slug: fc.constantFrom('s1', 's2', 'none'),
    type: fc.constantFrom('product', 'post'),
    number: fc.constant(3),
  })
  // Params arrive parsed from JSON: plain objects.
  .map((params) => ({ ...params }))

const identityArb = fc.constantFrom<RequestIdentity>({ kind: 'anonymous' }, { kind: 'token' })
const perspectiveArb = fc.constantFrom('raw', 'published', 'drafts', 'r1,drafts', 'r2,r1')

async function fullScan(documents: readonly unknown[], query: string, params: Record<string, unknown>): Promise<unknown> {
  const value = await evaluate(parse(query, { params }), { dataset: documents, params, sanity: CONTEXT })
  return value.get()
}

describe('indexed lookups', () => {
  it('answer every query exactly as a full scan does, under every perspective and caller', async () => {
    await fc.assert(
      fc.asyncProperty(datasetArb, queryArb, paramsArb, identityArb, perspectiveArb, async (dataset, query, params, identity, requested) => {
        const documents = documentsFor(dataset, readablePerspective(identity, requested))
        const expected = await fullScan(documents, query, params)
        expect(await runGroq(documents, query, params, CONTEXT, { indexed: true })).toEqual(expected)
        // Unindexed, the lake still evaluates synchronously (groq.ts): the same answer as groq-js's asynchronous scan.
        expect(await runGroq(documents, query, params, CONTEXT)).toEqual(expected)
      }),
      { numRuns: 800 },
    )
  })

  it('narrow a product page lookup to the one product, and leave an unpinned filter on the whole dataset', () => {
    const documents = ['a', 'b', 'c'].map((id) => ({ _id: id, _type: 'product', slug: { current: `slug-${id}` } }))
    const find = (tree: unknown, type: string): Record<string, unknown>[] => {
      if (typeof tree !== 'object' || tree === null) return []
      const record = tree as Record<string, unknown>
      const here = record.type === type ? [record] : []
      return [...here, ...Object.values(record).flatMap((child) => (Array.isArray(child) ? child.flatMap((c) => find(c, type)) : find(child, type)))]
    }
    const pinned = narrowQuery(parse('*[_type == "product" && slug.current == $slug][0]'), documents, { slug: 'slug-b' })
    expect(find(pinned, 'Filter').map((f) => f.base)).toEqual([{ type: 'Value', value: [documents[1]] }])
    const open = narrowQuery(parse('*[defined(slug) || _type == "product"]') as ExprNode, documents, {})
    expect(find(open, 'Filter').map((f) => (f.base as { type: string }).type)).toEqual(['Everything'])
  })
})
