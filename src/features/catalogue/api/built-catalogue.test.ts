import { describe, expect, it } from 'vitest'
import { seed } from '../../../../scripts/seed/import.ts'
import { clientFor, startTestLake } from '../../../../services/content-lake/testing.ts'
import { BUILT_CATALOGUE_QUERY, CATALOGUE_PAGE_QUERY } from '@/lib/queries'
import { categoryParam, type CatalogueCategory } from '../category'
import { pageSlice } from '../catalogue-pages'
import { cataloguePageOf, type BuiltCatalogue } from './built-catalogue'

describe('a pre-rendered catalogue page, cut from the whole catalogue', () => {
  it('is what the catalogue page query answers, for every category, page and language tried', async () => {
    const { lake, client } = await startTestLake()
    await seed(client)
    // As the build reads: published documents, no token.
    const site = clientFor(lake, { anonymous: true })
    const cases: [CatalogueCategory, number][] = [
      ['All', 1],
      ['All', 3],
      ['Makhana', 1],
      ['Ground Spices', 1],
      // Past the last page: no products, the category's count all the same.
      ['Blends', 4],
    ]
    for (const language of ['en', 'ar'] as const) {
      const catalogue = await site.fetch<BuiltCatalogue>(BUILT_CATALOGUE_QUERY, { language })
      expect(catalogue.products.length).toBe(56)
      for (const [category, page] of cases) {
        const expected = await site.fetch(CATALOGUE_PAGE_QUERY, { category: categoryParam(category), ...pageSlice(page), language })
        expect(cataloguePageOf(catalogue, category, page), `${category} page ${page} in ${language}`).toEqual(expected)
      }
    }
    // The cases are not all alike: a full page, a short last page, a page of one category and an empty one.
    const all = await site.fetch<BuiltCatalogue>(BUILT_CATALOGUE_QUERY, { language: 'ar' })
    expect(cataloguePageOf(all, 'All', 1).products).toHaveLength(24)
    expect(cataloguePageOf(all, 'All', 3).products).toHaveLength(8)
    expect(cataloguePageOf(all, 'Makhana', 1).products.every((p) => p.category === 'Makhana')).toBe(true)
    expect(cataloguePageOf(all, 'Blends', 4)).toMatchObject({ products: [], total: expect.any(Number) })
    expect(cataloguePageOf(all, 'Blends', 4).total).toBeGreaterThan(0)
  })
})
