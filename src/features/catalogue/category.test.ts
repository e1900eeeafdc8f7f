import { describe, expect, it } from 'vitest'
import { PRODUCT_CATEGORIES as CATEGORIES } from '../../../shared/content-lists.ts'
import { CATALOGUE_CATEGORIES, categoryParam, parseCategory } from './category'
import { CATEGORY_NAMES, categoryName } from './category-names'

describe('parseCategory', () => {
  it.each(CATEGORIES)('accepts %s', (category) => {
    expect(parseCategory(category)).toBe(category)
  })

  it('accepts All and falls back to All when missing', () => {
    expect(parseCategory('All')).toBe('All')
    expect(parseCategory(null)).toBe('All')
    expect(parseCategory(undefined)).toBe('All')
    expect(parseCategory('')).toBe('All')
  })

  it.each([
    'bogus',
    'makhana',
    'MAKHANA',
    ' Makhana',
    'Makhana ',
    'Whole+Spices',
    'Whole%20Spices',
    '"Makhana"',
    '" || true || "',
    'Makhana" || category != "',
    '*[_type == "siteSettings"]',
    '$category',
    '<script>alert(1)</script>',
    'Makhana\u0000',
    'Mak\u0068ana\u200b',
    'x'.repeat(10_000),
  ])('treats the hostile or misspelt value %j as All', (raw) => {
    expect(parseCategory(raw)).toBe('All')
  })

  it('the panel lists All and the five categories in order', () => {
    expect(CATALOGUE_CATEGORIES).toEqual(['All', 'Whole Spices', 'Ground Spices', 'Blends', 'Retail Packs', 'Makhana'])
  })
})

describe('categoryParam', () => {
  it('is null for All and the name otherwise', () => {
    expect(categoryParam('All')).toBeNull()
    expect(categoryParam('Blends')).toBe('Blends')
  })
})

describe('categoryName (a cart line keeps its category in English)', () => {
  it('names each category through the messages, and nothing else: not "All", not an unknown or differently written text', () => {
    for (const category of CATEGORIES) expect(categoryName(category)).toBe(CATEGORY_NAMES[category])
    for (const other of ['All', 'Roasted', 'whole spices', '']) expect(categoryName(other)).toBeUndefined()
  })
})
