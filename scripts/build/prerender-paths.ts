import { buildReadClient } from '../../services/shared/config.ts'
import { cataloguePaths, categoryCounts } from '../../src/features/catalogue/catalogue-pages.ts'
import { LANGUAGES, pathInLanguage } from '../../shared/languages.ts'

export const STATIC_PATHS = [
  '/',
  '/products',
  '/product',
  '/b2b',
  '/about',
  '/blog',
  '/contact',
  '/cart',
  '/checkout',
  '/samples',
  '/certification',
  '/policies/privacy-policy',
  '/policies/shipping-policy',
  '/policies/refund-policy',
  '/policies/terms-of-services',
  // Rendered by the catch-all route; the server answers unknown paths with it and status 404.
  '/404',
]

interface PathData {
  products: string[]
  productCategories: (string | null)[]
  posts: { slug: string; category: string }[]
  categories: string[]
}

const PATHS_QUERY = /* groq */ `{
  "products": *[_type == "product" && defined(slug.current)] | order(productId asc).slug.current,
  "productCategories": *[_type == "product" && defined(slug.current)].category,
  "posts": *[_type == "blogPost" && defined(slug.current) && defined(category)]{ "slug": slug.current, category },
  "categories": array::unique(*[_type == "blogPost" && defined(category)].category)
}`

/** Every URL to pre-render, in every language: the static routes plus each catalogue page, and one per product, blog category and post. */
export async function prerenderPaths(): Promise<string[]> {
  const paths = await englishPaths()
  return LANGUAGES.flatMap((language) => paths.map((path) => pathInLanguage(path, language)))
}

async function englishPaths(): Promise<string[]> {
  const data = await buildReadClient().fetch<PathData>(PATHS_QUERY)
  const blogCategories = new Set(['health', 'recipes', 'culture', ...data.categories.map((c) => c.toLowerCase())])
  const catalogue = new Set(STATIC_PATHS)
  return [
    ...STATIC_PATHS,
    ...cataloguePaths(categoryCounts(data.productCategories)).filter((path) => !catalogue.has(path)),
    ...data.products.map((slug) => `/products/${encodeURIComponent(slug)}`),
    ...[...blogCategories].map((c) => `/blog/${encodeURIComponent(c)}`),
    ...data.posts.map((p) => `/blog/${encodeURIComponent(p.category.toLowerCase())}/${encodeURIComponent(p.slug)}`),
  ]
}
