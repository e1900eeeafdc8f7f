import { describe, expect, it } from 'vitest'
import { isUnchanged, resolveAssetRefs } from './import.ts'
import { resolveSeedTarget } from '../lib/target.ts'

describe('resolveAssetRefs', () => {
  it('swaps seed-asset placeholders deep inside a document and leaves the rest alone', () => {
    const doc = {
      _id: 'a',
      _type: 't',
      image: { _type: 'image', asset: { _type: 'reference', _ref: 'seed-asset:k' } },
      other: { _ref: 'product-1' },
      list: [{ asset: { _ref: 'seed-asset:k' } }],
    }
    const out = resolveAssetRefs(doc, new Map([['k', 'image-abc-800x800-svg']]))
    expect(out.image.asset._ref).toBe('image-abc-800x800-svg')
    expect(out.list[0]!.asset._ref).toBe('image-abc-800x800-svg')
    expect(out.other._ref).toBe('product-1')
    expect(doc.image.asset._ref).toBe('seed-asset:k')
  })

  it('fails on a placeholder without an asset', () => {
    expect(() => resolveAssetRefs({ _ref: 'seed-asset:missing' }, new Map())).toThrow(/asset "missing"/)
  })
})

describe('isUnchanged', () => {
  const doc = { _id: 'a', _type: 't', name: 'x', nested: { b: 1, a: [1, 2] } }

  it('ignores system fields and key order', () => {
    const stored = { _updatedAt: 'u', _rev: 'r', _createdAt: 'c', nested: { a: [1, 2], b: 1 }, name: 'x', _type: 't', _id: 'a' }
    expect(isUnchanged(stored, doc)).toBe(true)
  })

  it('sees changed, added and removed fields, and missing documents', () => {
    expect(isUnchanged({ ...doc, name: 'y' }, doc)).toBe(false)
    expect(isUnchanged({ ...doc, extra: 1 }, doc)).toBe(false)
    expect(isUnchanged({ _id: 'a', _type: 't', name: 'x' }, doc)).toBe(false)
    expect(isUnchanged(undefined, doc)).toBe(false)
  })
})

describe('resolveSeedTarget', () => {
  const lake = 'http://127.0.0.1:3990'

  it('defaults to the embedded lake', () => {
    const target = resolveSeedTarget({}, lake, () => 'the-lake-token')
    expect(target.kind).toBe('embedded')
    expect(target.client).toMatchObject({ projectId: 'embedded', dataset: 'production', apiHost: lake, useProjectHostname: false, apiVersion: '2025-02-19' })
    expect(target.client.token).toBe('the-lake-token')
  })

  it("says how to get the lake's token when there is none yet", () => {
    const missing = () => {
      throw new Error('No content lake token at .data/lake-token: start the lake once')
    }
    expect(() => resolveSeedTarget({}, lake, missing)).toThrow(/start the lake once/)
  })

  it('uses a real project when all three variables are set', () => {
    const unused = () => {
      throw new Error('the lake token is not read for a real project')
    }
    const target = resolveSeedTarget({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging', SANITY_WRITE_TOKEN: 'sk' }, lake, unused)
    expect(target.kind).toBe('project')
    expect(target.client).toMatchObject({ projectId: 'abc123', dataset: 'staging', token: 'sk' })
    expect(target.client.apiHost).toBeUndefined()
  })

  it('refuses a partial project configuration, naming what is missing', () => {
    const token = () => 'unused'
    expect(() => resolveSeedTarget({ SANITY_PROJECT_ID: 'abc123' }, lake, token)).toThrow(/missing: SANITY_DATASET, SANITY_WRITE_TOKEN/)
    expect(() => resolveSeedTarget({ SANITY_WRITE_TOKEN: 'sk', SANITY_DATASET: 'production' }, lake, token)).toThrow(/missing: SANITY_PROJECT_ID/)
  })
})
