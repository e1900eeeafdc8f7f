import { describe, expect, it } from 'vitest'
import { shownName } from '@/lib/localized'
import {
  MAX_QUANTITY,
  addLine,
  canDecrement,
  canIncrement,
  cartTotal,
  decrementLine,
  hasLine,
  incrementLine,
  lineTotal,
  removeLine,
  repriceLines,
  type CartLine,
} from './cart-rules'

const cumin = { id: 1, name: 'Cumin Seeds', image: '/cumin.jpg', price: 60, slug: 'cumin-seeds' }
const makhana = { id: 2, name: 'Classic Makhana', image: '', price: 120, desc: 'Roasted', meta: '100 g pouch' }

describe('cart rules', () => {
  it('add creates a line with quantity 1 and keeps desc and meta', () => {
    expect(addLine([], makhana)).toEqual([{ ...makhana, quantity: 1 }])
  })

  it('add is ignored when the id is already there (same array, quantity unchanged)', () => {
    const lines = [{ ...cumin, quantity: 3 }]
    const after = addLine(lines, { ...cumin, name: 'Other name' })
    expect(after).toBe(lines)
    expect(after[0]?.quantity).toBe(3)
  })

  it('remove deletes the line by id and ignores unknown ids', () => {
    const lines = addLine(addLine([], cumin), makhana)
    expect(removeLine(lines, 1).map((l) => l.id)).toEqual([2])
    expect(removeLine(lines, 99)).toBe(lines)
    expect(hasLine(removeLine(lines, 2), 2)).toBe(false)
  })

  it('increment adds 1, up to the maximum', () => {
    const lines = addLine([], cumin)
    expect(incrementLine(lines, 1)[0]?.quantity).toBe(2)
    const full = [{ ...cumin, quantity: MAX_QUANTITY }]
    expect(incrementLine(full, 1)).toBe(full)
    expect(canIncrement(full[0] as CartLine)).toBe(false)
  })

  it('decrement subtracts 1 but never goes below 1 and never removes the line', () => {
    const two = [{ ...cumin, quantity: 2 }]
    const one = decrementLine(two, 1)
    expect(one).toEqual([{ ...cumin, quantity: 1 }])
    expect(decrementLine(one, 1)).toBe(one)
    expect(canDecrement(one[0] as CartLine)).toBe(false)
    expect(canDecrement(two[0] as CartLine)).toBe(true)
  })

  it('quantity changes touch only the given line', () => {
    const lines = addLine(addLine([], cumin), makhana)
    const after = incrementLine(lines, 2)
    expect(after[0]).toBe(lines[0])
    expect(after[1]?.quantity).toBe(2)
  })

  it('totals are price times quantity, summed, with unavailable lines left out', () => {
    const lines = [
      { ...cumin, quantity: 2 },
      { ...makhana, quantity: 3 },
    ]
    expect(lineTotal(lines[1] as CartLine)).toBe(360)
    expect(cartTotal(lines)).toBe(480)
    expect(cartTotal(lines, new Set([2]))).toBe(120)
    expect(cartTotal([])).toBe(0)
  })

  it('re-pricing takes current names, prices, slugs and images and keeps quantities', () => {
    const lines = [
      { ...cumin, quantity: 4 },
      { ...makhana, quantity: 1 },
    ]
    const after = repriceLines(lines, [{ id: 1, name: 'Cumin (Jeera)', price: 65, slug: 'cumin-jeera', image: '/new.jpg' }])
    expect(after[0]).toEqual({ ...cumin, name: 'Cumin (Jeera)', price: 65, slug: 'cumin-jeera', image: '/new.jpg', quantity: 4 })
    expect(after[1]).toBe(lines[1])
  })

  it('re-pricing in another language swaps the shown name and its language, keeping the English name for staff', () => {
    const inArabic = [{ ...cumin, localName: { text: 'بذور الكمون', lang: 'ar' as const }, quantity: 2 }]
    const inGerman = repriceLines(inArabic, [{ id: 1, name: cumin.name, price: 60, slug: cumin.slug, localName: { text: 'Kreuzkümmel', lang: 'de' } }])
    expect(inGerman[0]).toMatchObject({ name: cumin.name, localName: { text: 'Kreuzkümmel', lang: 'de' }, quantity: 2 })
    // No Chinese translation: no local name comes back, and the English name shows, said to be English.
    const inChinese = repriceLines(inGerman, [{ id: 1, name: cumin.name, price: 60, slug: cumin.slug }])
    expect(shownName(inChinese[0]!)).toEqual({ text: cumin.name, lang: 'en' })
  })

  it('re-pricing in another language swaps a line’s pack size with its name; a line without one gets none', () => {
    const inArabic = [
      { ...makhana, localMeta: { text: 'كيس 100 غ', lang: 'ar' as const }, quantity: 1 },
      { ...cumin, quantity: 1 },
    ]
    const current = (id: number, name: string) => ({
      id,
      name,
      price: 120,
      packSize: '100 g pouch',
      localPackSize: { text: '100-g-Beutel', lang: 'de' as const },
    })
    const inGerman = repriceLines(inArabic, [current(2, makhana.name), current(1, cumin.name)])
    expect(inGerman[0]).toMatchObject({ meta: '100 g pouch', localMeta: { text: '100-g-Beutel', lang: 'de' } })
    expect(inGerman[1]).not.toHaveProperty('meta')
    // No Chinese pack size: the English one shows, said to be English.
    const inChinese = repriceLines(inGerman, [{ id: 2, name: makhana.name, price: 120, packSize: '100 g pouch' }])
    expect(inChinese[0]).not.toHaveProperty('localMeta')
    expect(inChinese[0]).toMatchObject({ meta: '100 g pouch' })
  })

  it('re-pricing returns the same array when nothing changed', () => {
    const lines = [{ ...cumin, quantity: 1 }]
    expect(repriceLines(lines, [{ id: 1, name: cumin.name, price: 60, slug: cumin.slug }])).toBe(lines)
    const arabic = [{ ...cumin, localName: { text: 'بذور الكمون', lang: 'ar' as const }, quantity: 1 }]
    expect(repriceLines(arabic, [{ id: 1, name: cumin.name, price: 60, slug: cumin.slug, localName: { text: 'بذور الكمون', lang: 'ar' } }])).toBe(arabic)
  })
})
