import { describe, expect, it } from 'vitest'
import { FEATURED_COUNT, pickFeatured, seededRandom as seeded, spreadPick } from './featured'

const products = Array.from({ length: 56 }, (_, i) => ({ _id: `product-${i + 1}` }))

describe('pickFeatured', () => {
  it('picks 8 distinct products from the catalogue', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const picked = pickFeatured(products, FEATURED_COUNT, seeded(seed))
      expect(picked).toHaveLength(8)
      expect(new Set(picked.map((p) => p._id)).size).toBe(8)
      for (const p of picked) expect(products).toContain(p)
    }
  })

  it('varies the choice and the order between visits', () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, i) =>
        pickFeatured(products, 8, seeded(i + 1))
          .map((p) => p._id)
          .join(),
      ),
    )
    expect(orders.size).toBeGreaterThan(15)
    const sameSet = pickFeatured(products.slice(0, 8), 8, seeded(1)).map((p) => p._id)
    const again = pickFeatured(products.slice(0, 8), 8, seeded(2)).map((p) => p._id)
    expect([...sameSet].sort()).toEqual([...again].sort())
    expect(sameSet).not.toEqual(again)
  })

  it('never repeats a product listed twice, and copes with short lists', () => {
    const dupes = [{ _id: 'a' }, { _id: 'a' }, { _id: 'b' }]
    expect(
      pickFeatured(dupes, 8, seeded(3))
        .map((p) => p._id)
        .sort(),
    ).toEqual(['a', 'b'])
    expect(pickFeatured([], 8)).toEqual([])
    expect(pickFeatured(products, 0)).toEqual([])
  })

  it('works with the edge values of random()', () => {
    expect(pickFeatured(products, 8, () => 0).map((p) => p._id)).toEqual(products.slice(0, 8).map((p) => p._id))
    const high = pickFeatured(products, 8, () => 0.999999)
    expect(new Set(high.map((p) => p._id)).size).toBe(8)
  })

  it('does not change the list it is given', () => {
    const copy = [...products]
    pickFeatured(products, 8, seeded(9))
    expect(products).toEqual(copy)
  })
})

describe('seededRandom', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const a = seeded(42)
    const b = seeded(42)
    const values = Array.from({ length: 1000 }, () => a())
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()))
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true)
    expect(pickFeatured(products, 8, seeded(7))).toEqual(pickFeatured(products, 8, seeded(7)))
  })
})

describe('spreadPick', () => {
  it('takes 8 products spread over the list, the same every time', () => {
    expect(spreadPick(products, 8).map((p) => p._id)).toEqual([
      'product-1',
      'product-8',
      'product-15',
      'product-22',
      'product-29',
      'product-36',
      'product-43',
      'product-50',
    ])
    expect(spreadPick(products.slice(0, 3), 8)).toHaveLength(3)
  })
})
