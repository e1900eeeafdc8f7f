import { makePatches, stringifyPatches } from '@sanity/diff-match-patch'
import { describe, expect, it } from 'vitest'
import { deepFreeze } from './json.ts'
import { applyPatch, validatePatch } from './patch.ts'
import type { DocumentContent } from './store.ts'

const base = (): DocumentContent =>
  deepFreeze({
    _id: 'post',
    _type: 'blogPost',
    title: 'Makhana',
    tags: ['a', 'b', 'c', 'd'],
    body: [
      { _key: 'k1', text: 'one', marks: [] },
      { _key: 'k2', text: 'two', marks: [] },
    ],
  })

describe('patch paths, parsed by the mutator', () => {
  it('applies the JSONMatch forms the Studio sends', () => {
    const doc = { ...base(), body: [{ _key: 'k1', text: 'one', marks: ['a', 'b'] }] }
    expect(applyPatch(doc, { unset: ['body[_key=="k1"].marks[-1]'] }).body).toEqual([{ _key: 'k1', text: 'one', marks: ['a'] }])
    expect(applyPatch(base(), { unset: ['tags[1:]'] }).tags).toEqual(['a'])
    expect(applyPatch(base(), { set: { 'body[_key=="k2"].text': 'dos' } }).body).toMatchObject([{ text: 'one' }, { text: 'dos' }])
    expect(applyPatch(base(), { set: { 'tags[0,2]': 'x' } }).tags).toEqual(['x', 'b', 'x', 'd'])
  })

  it.each(['a[[[', 'a[_key=="k]', 'tags[_key==]'])('refuses %j with a 400 before any document is read', (path) => {
    expect(() => validatePatch({ set: { [path]: 1 } })).toThrow('Invalid patch')
    expect(() => validatePatch({ unset: [path] })).toThrow('Invalid patch')
  })
})

describe('patch operations', () => {
  it('never modifies the stored document', () => {
    const doc = base()
    const next = applyPatch(doc, { set: { 'body[_key=="k1"].text': 'uno', 'meta.seo.title': 'M' }, unset: ['tags[0]'] })
    expect(doc).toEqual(base())
    expect(next).toMatchObject({ body: [{ text: 'uno' }, { text: 'two' }], meta: { seo: { title: 'M' } }, tags: ['b', 'c', 'd'] })
    expect(next.body).not.toBe(doc.body)
  })

  it('inserts before, after and in place of array items', () => {
    expect(applyPatch(base(), { insert: { before: 'tags[0]', items: ['z'] } }).tags).toEqual(['z', 'a', 'b', 'c', 'd'])
    expect(applyPatch(base(), { insert: { after: 'tags[-1]', items: ['z'] } }).tags).toEqual(['a', 'b', 'c', 'd', 'z'])
    expect(applyPatch(base(), { insert: { replace: 'tags[1:3]', items: ['z'] } }).tags).toEqual(['a', 'z', 'd'])
    expect(applyPatch(base(), { insert: { after: 'body[_key=="k1"]', items: [{ _key: 'k3' }] } }).body).toMatchObject([
      { _key: 'k1' },
      { _key: 'k3' },
      { _key: 'k2' },
    ])
    expect(applyPatch({ ...base(), tags: [] }, { insert: { after: 'tags[-1]', items: ['x'] } }).tags).toEqual(['x'])
  })

  it('applies setIfMissing before set, and inc/dec only to numbers', () => {
    const next = applyPatch(
      { _id: 'x', _type: 't', n: 1, s: 'a' },
      { set: { list: ['x'] }, setIfMissing: { list: [] }, inc: { n: 2, s: 1, missing: 1 }, dec: { n: 1 } },
    )
    expect(next).toEqual({ _id: 'x', _type: 't', n: 2, s: 'a', list: ['x'] })
  })

  it('keeps _id and a string _type, and treats __proto__ as plain data', () => {
    const patch = JSON.parse('{"set": {"_id": "other", "__proto__": {"polluted": true}}, "unset": ["_type"]}')
    const next = applyPatch(base(), patch)
    expect(next._id).toBe('post')
    expect(next._type).toBe('blogPost')
    expect(Object.getPrototypeOf(next)).toBe(Object.prototype)
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined()
    expect(JSON.parse(JSON.stringify(next)).__proto__).toEqual({ polluted: true })
  })

  it('refuses unknown operations and malformed values', () => {
    expect(() => applyPatch(base(), { merge: {} })).toThrow('Unknown patch operation')
    expect(() => applyPatch(base(), { diffMatchPatch: { title: 'not a patch' } })).toThrow('Invalid diffMatchPatch of "title"')
    expect(() => applyPatch(base(), { inc: { title: 'x' } })).toThrow('needs a number')
  })

  it('applies diffMatchPatch to strings, as the Studio sends text edits, and leaves other values alone', () => {
    const patch = stringifyPatches(makePatches('Free shipping over ₹500', 'Free shipping over ₹999'))
    const doc = { ...base(), title: 'Free shipping over ₹500', count: 3 }
    const next = applyPatch(doc, { diffMatchPatch: { title: patch, count: patch } })
    expect(next.title).toBe('Free shipping over ₹999')
    expect(next.count).toBe(3)
  })
})
