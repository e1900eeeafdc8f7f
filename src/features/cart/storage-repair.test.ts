import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { expectValidCart } from './cart-test-helpers'
import { MAX_STORED_CHARS, migrateCart, readStoredCart, repairStoredCart } from './storage-repair'

const line = (over: Record<string, unknown> = {}) => ({ id: 1, name: 'Cumin Seeds', image: '/c.jpg', price: 60, quantity: 1, ...over })

/** Lines that look like cart lines, with every field sometimes wrong. */
const lineLike = fc.record(
  {
    id: fc.oneof(fc.integer({ min: -5, max: 60 }), fc.string(), fc.double(), fc.constant(null)),
    name: fc.oneof(fc.string(), fc.constant('Cumin'), fc.integer()),
    image: fc.oneof(fc.webUrl(), fc.string(), fc.constant('javascript:alert(1)')),
    price: fc.oneof(fc.double(), fc.integer({ min: -100, max: 2000 }), fc.string()),
    quantity: fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(1e308), fc.constant(-3), fc.constant(2.5)),
    slug: fc.string(),
    desc: fc.oneof(fc.string(), fc.integer()),
    meta: fc.anything(),
    localName: fc.oneof(fc.record({ text: fc.oneof(fc.string(), fc.constant('كمون')), lang: fc.constantFrom('ar', 'zh', 'xx', 1) }), fc.anything()),
    localMeta: fc.oneof(fc.record({ text: fc.oneof(fc.string(), fc.constant('كيس 100 غ')), lang: fc.constantFrom('ar', 'de', 'xx', 1) }), fc.anything()),
  },
  { requiredKeys: [] },
)

describe('repairStoredCart', () => {
  it('keeps a valid cart as it is', () => {
    const lines = [line(), line({ id: 2, name: 'Makhana', slug: 'makhana', desc: 'Roasted', meta: '100 g', quantity: 7 })]
    expect(repairStoredCart({ lines })).toEqual(lines)
  })

  it("keeps a name in the buyer's language with its language, and lines saved before languages without one", () => {
    const arabic = line({ id: 2, localName: { text: 'كمون', lang: 'ar' } })
    const older = line()
    expect(repairStoredCart({ lines: [arabic, older] })).toEqual([arabic, older])
  })

  it('keeps a pack size in the buyer’s language only beside the English one', () => {
    const arabic = line({ id: 2, meta: '100 g pouch', localMeta: { text: 'كيس 100 غ', lang: 'ar' } })
    expect(repairStoredCart({ lines: [arabic, line({ localMeta: { text: 'كيس 100 غ', lang: 'ar' } })] })).toEqual([arabic, line()])
  })

  it('reads the first version bare array', () => {
    expect(repairStoredCart([line({ quantity: 3 })])).toEqual([line({ quantity: 3 })])
  })

  it('makes quantities whole numbers from 1 to 9999', () => {
    const lines = [
      line({ id: 1, quantity: -4 }),
      line({ id: 2, quantity: 2.6 }),
      line({ id: 3, quantity: 1e12 }),
      line({ id: 4, quantity: '5' }),
      line({ id: 5, quantity: null }),
    ]
    expect(repairStoredCart(lines).map((l) => l.quantity)).toEqual([1, 3, 9999, 5, 1])
  })

  it('keeps the first of duplicate ids and drops lines without id, name or price', () => {
    const lines = [
      line({ quantity: 2 }),
      line({ quantity: 9 }),
      { name: 'no id', price: 1 },
      line({ id: 3, name: '' }),
      line({ id: 4, price: -1 }),
      line({ id: 5, price: 'free' }),
    ]
    expect(repairStoredCart(lines)).toEqual([line({ quantity: 2 })])
  })

  it('blanks unsafe images and bad slugs, drops unknown fields', () => {
    const [repaired] = repairStoredCart([{ ...line({ image: 'javascript:alert(1)', slug: '../../x' }), category: 'Blends', rating: 4 }])
    expect(repaired).toEqual(line({ image: '' }))
  })

  it('gives an empty cart for anything that is not a cart', () => {
    for (const junk of [null, undefined, 42, 'cart', {}, { lines: 'x' }, { lines: null }, [null, 1, 'a']]) {
      expect(repairStoredCart(junk)).toEqual([])
    }
  })

  it('always gives a valid cart (arbitrary values)', () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => expectValidCart(repairStoredCart(stored))),
      { numRuns: 3000 },
    )
  })

  it('always gives a valid cart (arbitrary JSON values, as arrays and as {lines})', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        expectValidCart(repairStoredCart(stored))
        expectValidCart(repairStoredCart({ lines: stored }))
        expectValidCart(repairStoredCart([stored]))
      }),
      { numRuns: 3000 },
    )
  })

  it('always gives a valid cart, and is idempotent, for arrays of near-miss lines', () => {
    fc.assert(
      fc.property(fc.array(lineLike, { maxLength: 30 }), (lines) => {
        const repaired = repairStoredCart(lines)
        expectValidCart(repaired)
        expect(repairStoredCart({ lines: repaired })).toEqual(repaired)
      }),
      { numRuns: 3000 },
    )
  })
})

describe('readStoredCart', () => {
  it('reads zustand state with its version', () => {
    expect(readStoredCart(JSON.stringify({ state: { lines: [line()] }, version: 1 }))).toEqual({ state: { lines: [line()] }, version: 1 })
  })

  it('marks the first version bare array as version 0 so it is migrated', () => {
    expect(readStoredCart(JSON.stringify([line()]))).toEqual({ state: { lines: [line()] }, version: 0 })
    expect(migrateCart({ lines: [line({ quantity: 0 })] }, 0)).toEqual({ lines: [line()] })
  })

  it('gives nothing for absent, invalid, scalar or too long values', () => {
    expect(readStoredCart(null)).toBeNull()
    expect(readStoredCart('{not json')).toBeNull()
    expect(readStoredCart('42')).toBeNull()
    expect(readStoredCart('"cart"')).toBeNull()
    expect(readStoredCart(JSON.stringify([line({ name: 'x'.repeat(MAX_STORED_CHARS) })]))).toBeNull()
  })

  it('treats a missing or odd version as version 0', () => {
    expect(readStoredCart('{"state":{"lines":[]},"version":"1"}')?.version).toBe(0)
    expect(readStoredCart('{"lines":[]}')).toEqual({ state: { lines: [] }, version: 0 })
  })

  it('never throws and the migrated result is always a valid cart (arbitrary strings and JSON)', () => {
    const raw = fc.oneof(
      fc.string(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.anything().map((v) => JSON.stringify(v) ?? 'undefined'),
    )
    fc.assert(
      fc.property(raw, (text) => {
        const stored = readStoredCart(text)
        if (stored) expectValidCart(migrateCart(stored.state, stored.version).lines)
      }),
      { numRuns: 3000 },
    )
  })
})
