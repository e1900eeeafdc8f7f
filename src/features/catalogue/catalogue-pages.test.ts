import { describe, expect, it } from 'vitest'
import { catalogueHref, cataloguePaths, categoryCounts, pageCount, parseCatalogueUrl, PAGE_SIZE } from './catalogue-pages'

const at = (path: string) => parseCatalogueUrl(new URL(path, 'https://shop.example'))

describe('parseCatalogueUrl and catalogueHref', () => {
  it('reads every form of address and writes the shortest one back', () => {
    for (const path of [
      '/products',
      '/products/page/3',
      '/products/category/whole-spices',
      '/products/category/makhana/page/2',
      '/products/category/blends?q=chai+masala',
    ]) {
      const page = at(path)
      expect(page).not.toBeNull()
      expect(catalogueHref(page!)).toBe(path)
    }
  })

  it("keeps the first version's ?category= and /product addresses", () => {
    expect(at('/products?category=Makhana')).toEqual({ category: 'Makhana', page: 1, query: '' })
    expect(at('/product?category=Whole+Spices&q=jeera')).toEqual({ category: 'Whole Spices', page: 1, query: 'jeera' })
    expect(at('/products?category=<script>')).toEqual({ category: 'All', page: 1, query: '' })
  })

  it('is not a catalogue page for an unknown category or a page number that is not 2 or more', () => {
    for (const path of ['/products/category/teas', '/products/page/1', '/products/page/0', '/products/page/2x', '/products/page/-1', '/products/cumin']) {
      expect(at(path), path).toBeNull()
    }
  })
})

describe('cataloguePaths', () => {
  it('lists every page of every category, page 1 included even when empty', () => {
    const counts = categoryCounts([...Array<string>(PAGE_SIZE + 1).fill('Makhana'), 'Blends'])
    expect(counts.get('All')).toBe(PAGE_SIZE + 2)
    expect(pageCount(0)).toBe(1)
    expect(cataloguePaths(counts)).toEqual([
      '/products',
      '/products/page/2',
      '/products/category/whole-spices',
      '/products/category/ground-spices',
      '/products/category/blends',
      '/products/category/retail-packs',
      '/products/category/makhana',
      '/products/category/makhana/page/2',
    ])
  })
})
