import { fetchContent } from '@/lib/sanity-client'
import {
  CATALOGUE_CARDS_QUERY,
  FEATURED_CARDS_QUERY,
  PRODUCT_QUERY,
  type CatalogueCard,
  type ProductDetail,
} from '@/lib/queries'
import { categoryParam, type CatalogueCategory } from '../category'

/** The catalogue list, filtered by GROQ parameter (never by building the query string). */
export function fetchProducts(category: CatalogueCategory): Promise<CatalogueCard[]> {
  return fetchContent<CatalogueCard[]>(CATALOGUE_CARDS_QUERY, { category: categoryParam(category) })
}

export function fetchFeaturedCandidates(): Promise<CatalogueCard[]> {
  return fetchContent<CatalogueCard[]>(FEATURED_CARDS_QUERY)
}

/** One product by slug, or null when there is none. */
export function fetchProduct(slug: string): Promise<ProductDetail | null> {
  return fetchContent<ProductDetail | null>(PRODUCT_QUERY, { slug })
}
