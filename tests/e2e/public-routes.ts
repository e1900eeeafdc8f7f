/** One page of every route of the site, from the seed content, for every-page.spec.ts and the SEO spec. */
export interface PublicRoute {
  path: string
  /** Its level-one heading, as the seed has it and a first visit with nothing in the cart or sample list sees it. */
  heading: RegExp
  /** Where its canonical link points, when not to itself. */
  canonical?: string
}

export const PRODUCT_PATH = '/products/cumin-seeds-jeera'
export const POST_PATH = '/blog/health/the-nutritional-benefits-of-makhana'

export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', heading: /^Premium Indian spices and makhana/ },
  { path: '/products', heading: /^Our Products$/ },
  { path: '/products/page/2', heading: /^Our Products$/ },
  { path: '/products/category/whole-spices', heading: /^Our Products$/ },
  { path: '/product', heading: /^Our Products$/, canonical: '/products' },
  { path: PRODUCT_PATH, heading: /^Cumin Seeds \(Jeera\)$/ },
  { path: '/b2b', heading: /^Bulk Orders & B2B Solutions$/ },
  { path: '/about', heading: /^About Us$/ },
  { path: '/blog', heading: /^Blog$/ },
  { path: '/blog/health', heading: /^Health Blogs$/ },
  { path: POST_PATH, heading: /^The nutritional benefits of makhana$/ },
  { path: '/contact', heading: /^Contact Us$/ },
  { path: '/cart', heading: /^Your cart is empty$/ },
  { path: '/checkout', heading: /^Your cart is empty$/ },
  { path: '/samples', heading: /^Your sample list is empty$/ },
  { path: '/certification', heading: /^Certification/ },
  { path: '/policies/privacy-policy', heading: /^Privacy Policy$/ },
  { path: '/policies/shipping-policy', heading: /^Shipping Policy$/ },
  { path: '/policies/refund-policy', heading: /^Refund Policy$/ },
  { path: '/policies/terms-of-services', heading: /^Terms of Service$/ },
]
