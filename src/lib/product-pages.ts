// One query for every product page: pre-rendering asks for each product twice.
import { defineQuery } from 'groq'
import { oncePerBuild } from './build-memo'
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

/** Every product by slug, once per build, day and language (`today|language`). */
const productsBySlug = oncePerBuild(async (key: string): Promise<Map<string, ProductDetail>> => {
  const [today, language] = key.split('|') as [string, Language]
  const bySlug = new Map<string, ProductDetail>()
  // The first product of a slug wins, as PRODUCT_QUERY's [0] picks it.
  for (const product of await fetchContent(PRODUCT_PAGES_QUERY, { today, language })) if (!bySlug.has(product.slug!)) bySlug.set(product.slug!, product)
  return bySlug
})

/** The product with `slug` as the build renders it, or null; all products are fetched once per build, day and language. */
export async function builtProduct(slug: string, today: string, language: Language): Promise<ProductDetail | null> {
  return (await productsBySlug(`${today}|${language}`)).get(slug) ?? null
}
