import { describe, expect, it } from 'vitest'
import { starParts } from './rating'

describe('starParts (the star rule)', () => {
  it.each([
    [4.2, 4, false, '4.2'],
    [4.3, 4, true, '4.3'],
    [4.79, 4, true, '4.8'],
    [4.8, 5, false, '4.8'],
    [3.5, 3, true, '3.5'],
    [3.2, 3, false, '3.2'],
    [3.3, 3, true, '3.3'],
    [3.8, 4, false, '3.8'],
    [4.9, 5, false, '4.9'],
    [1.3, 1, true, '1.3'],
    [2.8, 3, false, '2.8'],
  ])('%d gives %d full stars, half: %s, label %s', (rating, full, half, label) => {
    const parts = starParts(rating)
    expect(parts).toMatchObject({ full, half, label })
    expect(parts.full + (parts.half ? 1 : 0) + parts.empty).toBe(5)
  })

  it('whole numbers have no half star', () => {
    expect(starParts(4)).toEqual({ full: 4, half: false, empty: 1, label: '4.0' })
    expect(starParts(0)).toEqual({ full: 0, half: false, empty: 5, label: '0.0' })
    expect(starParts(5)).toEqual({ full: 5, half: false, empty: 0, label: '5.0' })
  })

  it('keeps out-of-range and broken values inside 0-5', () => {
    expect(starParts(7.4)).toMatchObject({ full: 5, half: false, empty: 0, label: '5.0' })
    expect(starParts(-1)).toMatchObject({ full: 0, empty: 5, label: '0.0' })
    expect(starParts(Number.NaN)).toMatchObject({ full: 0, empty: 5, label: '0.0' })
    expect(starParts(4.95)).toMatchObject({ full: 5, half: false, empty: 0 })
  })
})
