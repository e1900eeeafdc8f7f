// Build time: every catalogue page is a slice of one query per language, not a query of its own (docs/decisions/033, last section).
import { oncePerBuild } from '@/lib/build-memo'
import { BUILT_CATALOGUE_QUERY } from '@/lib/queries'
import { fetchContent, type QueryResult } from '@/lib/sanity-client'
import { categoryParam, type CatalogueCategory } from '../category'
import { pageSlice } from '../catalogue-pages'
import type { Language } from '../../../../shared/languages'

export type BuiltCatalogue = QueryResult<typeof BUILT_CATALOGUE_QUERY>

/** One page of a category as CATALOGUE_PAGE_QUERY answers it, cut from the whole catalogue (built-catalogue.test.ts holds them equal). */
export function cataloguePageOf(catalogue: BuiltCatalogue, category: CatalogueCategory, page: number) {
  const name = categoryParam(category)
  const inCategory = name === null ? catalogue.products : catalogue.products.filter((product) => product.category === name)
  const { start, end } = pageSlice(page)
  return { total: inCategory.length, products: inCategory.slice(start, end), revision: catalogue.revision }
}

const catalogueIn = oncePerBuild((language: Language) => fetchContent(BUILT_CATALOGUE_QUERY, { language }))

/** A catalogue page as the build renders it: the whole catalogue is fetched once per language. */
export async function builtCataloguePage(category: CatalogueCategory, page: number, language: Language) {
  return cataloguePageOf(await catalogueIn(language), category, page)
}
