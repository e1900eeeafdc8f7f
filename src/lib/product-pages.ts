// One query for every product page: pre-rendering asks for each product twice.
import { defineQuery } from 'groq'
import { EXPORT_SPEC, PRODUCT_PAGE_TEXTS } from './product-query'
import { IMAGE, type ProductDetail } from './queries'
import { fetchContent } from './sanity-client'
import type { Language } from '../../shared/languages'

/** Projected as PRODUCT_QUERY (product-pages.test.ts holds them equal); a shared constant would change the bundle. */
export const PRODUCT_PAGES_QUERY = defineQuery(`*[_type == "product" && defined(slug.current)]{
  _id, productId, name, "slug": slug.current, category, price, bulkPrice, rating, badge, description,
  packSize, minOrderKg, origin, offersSamples, sampleSize, image ${IMAGE}, ${PRODUCT_PAGE_TEXTS},
  ${EXPORT_SPEC}
}`)

let pages: { today: string; language: Language; bySlug: Promise<Map<string, ProductDetail>> } | null = null

async function load(today: string, language: Language): Promise<Map<string, ProductDetail>> {
  const bySlug = new Map<string, ProductDetail>()
  // The first product of a slug wins, as PRODUCT_QUERY's [0] picks it.
  for (const product of await fetchContent(PRODUCT_PAGES_QUERY, { today, language })) if (!bySlug.has(product.slug!)) bySlug.set(product.slug!, product)
  return bySlug
}

/** The product with `slug` as the build renders it, or null; all products are fetched once per build, day and language. */
export async function builtProduct(slug: string, today: string, language: Language): Promise<ProductDetail | null> {
  if (pages?.today !== today || pages.language !== language) {
    const bySlug = load(today, language)
    pages = { today, language, bySlug }
    // A failed fetch is not kept: the next page asks again.
    bySlug.catch(() => {
      if (pages?.bySlug === bySlug) pages = null
    })
  }
  return (await pages.bySlug).get(slug) ?? null
}
