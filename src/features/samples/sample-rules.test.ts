import { describe, expect, it } from 'vitest'
import { MAX_SAMPLES, addSample, removeSample, renameSamples, repairStoredSamples, sampleOf, type SampleItem } from './sample-rules'

const item = (id: number): SampleItem => ({ id, name: `Spice ${id}`, slug: `spice-${id}`, sampleSize: '100 g' })

describe('the sample list rules', () => {
  it('adds a product once and says when it is already listed', () => {
    const first = addSample([], item(1))
    expect(first).toEqual({ items: [item(1)], outcome: 'added' })
    const again = addSample(first.items, item(1))
    expect(again.outcome).toBe('present')
    expect(again.items).toBe(first.items)
  })

  it(`refuses a sixth product and keeps the five`, () => {
    let items: readonly SampleItem[] = []
    for (let id = 1; id <= MAX_SAMPLES; id++) items = addSample(items, item(id)).items
    expect(items).toHaveLength(5)
    const sixth = addSample(items, item(6))
    expect(sixth.outcome).toBe('full')
    expect(sixth.items).toBe(items)
    // A listed one is still "present", not "full".
    expect(addSample(items, item(3)).outcome).toBe('present')
  })

  it('removes by id and returns the same list when the id is not listed', () => {
    const items = [item(1), item(2)]
    expect(removeSample(items, 1)).toEqual([item(2)])
    expect(removeSample(items, 9)).toBe(items)
  })

  it("renames the list into the page's language, keeping the English name for staff, and keeps the same list when nothing changed", () => {
    const items = [item(1), item(2)]
    const arabic = { id: 1, name: 'Spice 1', localName: { text: 'توابل ١', lang: 'ar' as const } }
    const renamed = renameSamples(items, [arabic])
    expect(renamed).toEqual([{ ...item(1), localName: arabic.localName }, item(2)])
    expect(renameSamples(renamed, [arabic])).toBe(renamed)
    // Back on a page with no name in its language: the English name shows again.
    expect(renameSamples(renamed, [{ id: 1, name: 'Spice 1' }])).toEqual(items)
  })

  it("gives the sample size in the page's language with the name, keeping the English size for staff", () => {
    const chinese = { id: 1, name: 'Spice 1', localSize: { text: '100 克', lang: 'zh' as const } }
    const renamed = renameSamples([item(1)], [chinese])
    expect(renamed).toEqual([{ ...item(1), localSize: chinese.localSize }])
    expect(renameSamples(renamed, [{ id: 1, name: 'Spice 1' }])).toEqual([item(1)])
    const product = { productId: 1, name: 'Spice 1', slug: 'spice-1', offersSamples: true, sampleSize: '100 g' }
    const local = { name: { text: 'Spice 1', lang: 'en' }, sampleSize: { text: '100 غ', lang: 'ar' } }
    expect(sampleOf({ ...product, local })).toEqual({ ...item(1), localSize: { text: '100 غ', lang: 'ar' } })
  })

  it('offers a sample only with the switch on and a size', () => {
    const product = { productId: 7, name: 'Cumin Seeds', slug: 'cumin-seeds' }
    expect(sampleOf({ ...product, offersSamples: true, sampleSize: ' 100 g ' })).toEqual({
      id: 7,
      name: 'Cumin Seeds',
      slug: 'cumin-seeds',
      sampleSize: '100 g',
    })
    expect(sampleOf({ ...product, offersSamples: true, sampleSize: '' })).toBeNull()
    expect(sampleOf({ ...product, offersSamples: false, sampleSize: '100 g' })).toBeNull()
    expect(sampleOf({ ...product, offersSamples: null, sampleSize: null })).toBeNull()
  })
})

describe('repairStoredSamples', () => {
  it('keeps readable entries in order and drops the rest', () => {
    const stored = {
      items: [
        item(1),
        { ...item(2), id: '2' },
        { ...item(3), slug: '../evil' },
        { ...item(4), sampleSize: '' },
        null,
        'text',
        { ...item(5), name: 'x'.repeat(500) },
        item(1),
        item(6),
      ],
    }
    expect(repairStoredSamples(stored)).toEqual([item(1), item(6)])
  })

  it("keeps a name in the buyer's language, and entries saved before languages without one", () => {
    const arabic = { ...item(2), localName: { text: 'توابل ٢', lang: 'ar' }, localSize: { text: '100 غ', lang: 'ar' } }
    expect(repairStoredSamples([item(1), arabic, { ...item(3), localSize: { text: '100 g', lang: 'xx' } }])).toEqual([item(1), arabic, item(3)])
  })

  it('keeps at most five, reads a bare array, and gives an empty list for anything else', () => {
    expect(repairStoredSamples([1, 2, 3, 4, 5, 6, 7].map(item))).toEqual([1, 2, 3, 4, 5].map(item))
    for (const junk of [null, undefined, 42, 'samples', { items: 'no' }, {}]) expect(repairStoredSamples(junk)).toEqual([])
  })
})
