import { describe, expect, it } from 'vitest'
import { filterProducts, matchesQuery, normalizeText, parseQuery } from './search'

const products = [
  { name: 'Cumin Seeds (Jeerā)', description: 'Earthy whole cumin from Rajasthan', category: 'Whole Spices' },
  { name: 'Turmeric Powder', description: 'Bright haldi with high curcumin', category: 'Ground Spices' },
  { name: 'Classic Makhana', description: null, category: 'Makhana' },
  { name: 'Garam Masala', category: 'Blends' },
]

describe('normalizeText', () => {
  it('ignores case, diacritics and extra spaces', () => {
    expect(normalizeText('  JEERĀ   Crème ')).toBe('jeera creme')
    expect(normalizeText('Ñandú')).toBe('nandu')
  })
})

describe('matchesQuery', () => {
  it('matches the name or the description, without regard to case or diacritics', () => {
    expect(matchesQuery(products[0]!, 'jeera')).toBe(true)
    expect(matchesQuery(products[0]!, 'RAJASTHAN')).toBe(true)
    expect(matchesQuery(products[1]!, 'curcumin haldi')).toBe(true)
    expect(matchesQuery(products[1]!, 'curcumin pepper')).toBe(false)
  })

  it('an empty query matches everything; a missing description is no error', () => {
    expect(matchesQuery(products[2]!, '   ')).toBe(true)
    expect(matchesQuery(products[2]!, 'makhana')).toBe(true)
    expect(matchesQuery(products[3]!, 'smoky')).toBe(false)
  })

  it('treats GROQ or regex characters as plain text', () => {
    expect(matchesQuery(products[0]!, '.*')).toBe(false)
    expect(matchesQuery(products[0]!, '(jeerā)')).toBe(true)
  })
})

describe('filterProducts', () => {
  it('keeps only the selected category, even when the list holds others', () => {
    expect(filterProducts(products, 'Makhana', '').map((p) => p.name)).toEqual(['Classic Makhana'])
    expect(filterProducts(products, 'All', '')).toHaveLength(4)
  })

  it('combines the category and the search', () => {
    expect(filterProducts(products, 'All', 'cumin').map((p) => p.name)).toEqual(['Cumin Seeds (Jeerā)', 'Turmeric Powder'])
    expect(filterProducts(products, 'Whole Spices', 'cumin').map((p) => p.name)).toEqual(['Cumin Seeds (Jeerā)'])
    expect(filterProducts(products, 'Blends', 'cumin')).toEqual([])
  })
})

describe('parseQuery', () => {
  it('takes at most 100 characters and nothing from a missing value', () => {
    expect(parseQuery(null)).toBe('')
    expect(parseQuery('x'.repeat(10_000))).toHaveLength(100)
  })
})
