import { describe, expect, it } from 'vitest'
import { CAROUSEL_CARDS, carouselCategory, carouselStep } from './carousel'
import { catalogueHref } from './catalogue-pages'

describe('carouselCategory', () => {
  it("maps the first version's card names to categories", () => {
    expect(carouselCategory('Classic Makhana')).toBe('Makhana')
    expect(carouselCategory('Spicy Makhana')).toBe('Makhana')
    expect(carouselCategory('Spice Blends')).toBe('Blends')
  })

  it('keeps category names and rejects anything else', () => {
    expect(carouselCategory('Whole Spices')).toBe('Whole Spices')
    expect(carouselCategory('Makhana')).toBe('Makhana')
    expect(carouselCategory('All')).toBeNull()
    expect(carouselCategory('Teas')).toBeNull()
  })

  it('the four cards lead to their catalogue pages', () => {
    expect(CAROUSEL_CARDS.map((c) => catalogueHref({ category: carouselCategory(c.name) ?? 'All' }))).toEqual([
      '/products/category/whole-spices',
      '/products/category/ground-spices',
      '/products/category/retail-packs',
      '/products/category/makhana',
    ])
  })
})

describe('carouselStep', () => {
  it('is the card width plus 24 px, 320 by default', () => {
    expect(carouselStep(280)).toBe(304)
    expect(carouselStep()).toBe(344)
    expect(carouselStep(0)).toBe(344)
    expect(carouselStep(Number.NaN)).toBe(344)
  })
})
