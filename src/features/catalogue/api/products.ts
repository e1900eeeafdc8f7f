import { PRODUCT_QUERY } from '@/lib/product-query'
import { fetchContent } from '@/lib/sanity-client'
import {
  CATALOGUE_CARDS_QUERY,
  CATALOGUE_PAGE_QUERY,
  CATALOGUE_REVISION_QUERY,
  FEATURED_CARDS_QUERY,
  type CatalogueCard,
  type ProductDetail,
} from '@/lib/queries'
import { categoryParam, type CatalogueCategory } from '../category'
import { pageSlice } from '../catalogue-pages'
import type { Language } from '../../../../shared/languages'

/** The whole catalogue list of a category, filtered by GROQ parameter (never by building the query string). */
export function fetchProducts(category: CatalogueCategory, language: Language): Promise<CatalogueCard[]> {
  return fetchContent(CATALOGUE_CARDS_QUERY, { category: categoryParam(category), language })
}

export function fetchCataloguePage(category: CatalogueCategory, page: number, language: Language) {
  return fetchContent(CATALOGUE_PAGE_QUERY, { category: categoryParam(category), ...pageSlice(page), language })
}

export function fetchCatalogueRevision() {
  return fetchContent(CATALOGUE_REVISION_QUERY)
}

export function fetchFeaturedCandidates(language: Language): Promise<CatalogueCard[]> {
  return fetchContent(FEATURED_CARDS_QUERY, { language })
}

/** One product by slug with its current compliance papers (those valid on `today`, YYYY-MM-DD in India), its texts in `language`, or null when there is none. */
export function fetchProduct(slug: string, today: string, language: Language): Promise<ProductDetail | null> {
  return fetchContent(PRODUCT_QUERY, { slug, today, language })
}
