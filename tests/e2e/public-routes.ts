/**
 * One page of every route of the site, from the seed content, for the SEO spec and every-page.spec.ts.
 * `indexable` pages carry their own canonical URL; the others point search engines elsewhere.
 */
export interface PublicRoute {
  path: string
  /** Where its canonical link points, when not to itself. */
  canonical?: string
}

export const PRODUCT_PATH = '/products/cumin-seeds-jeera'
export const POST_PATH = '/blog/health/the-nutritional-benefits-of-makhana'

export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/' },
  { path: '/products' },
  { path: '/products/page/2' },
  { path: '/products/category/whole-spices' },
  { path: '/product', canonical: '/products' },
  { path: PRODUCT_PATH },
  { path: '/b2b' },
  { path: '/about' },
  { path: '/blog' },
  { path: '/blog/health' },
  { path: POST_PATH },
  { path: '/contact' },
  { path: '/cart' },
  { path: '/checkout' },
  { path: '/samples' },
  { path: '/certification' },
  { path: '/policies/privacy-policy' },
  { path: '/policies/shipping-policy' },
  { path: '/policies/refund-policy' },
  { path: '/policies/terms-of-services' },
]
