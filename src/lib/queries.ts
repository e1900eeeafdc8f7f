/**
 * Every GROQ query of the site, by name, with the type of its result.
 * Parameters only ($category, $slug ...): no value is ever concatenated into a query.
 * Each projects exactly what its page renders, image dimensions and lqip included.
 */
import type { SanityImage } from './image'

export const CATEGORIES = ['Whole Spices', 'Ground Spices', 'Blends', 'Retail Packs', 'Makhana'] as const
export type Category = (typeof CATEGORIES)[number]

export const IMAGE = `{ alt, hotspot, crop, asset->{ _id, url, metadata { lqip, dimensions { width, height } } } }`
const PORTABLE_TEXT = `body[]{ ..., markDefs[]{ ... } }`

// ---- site settings ----------------------------------------------------------------------------

export const SITE_SETTINGS_QUERY = /* groq */ `*[_id == "siteSettings"][0]{
  brandName, tagline, blurb, phones, whatsapp, emails, address, hours[]{ _key, days, time },
  socialLinks[]{ _key, platform, url }, creditLink, exchangeRates{ usd, eur, gbp, aed }, exchangeRatesDate, exchangeRatesMaxAgeDays, contactIntro, b2bIntro
}`

export interface SiteSettings {
  brandName: string
  tagline?: string | null
  blurb: string
  phones: string[]
  whatsapp?: string | null
  emails: string[]
  address: { street?: string; locality?: string; city: string; region?: string; postalCode?: string; country: string }
  hours: { _key: string; days: string; time: string }[]
  socialLinks?: { _key: string; platform: string; url?: string | null }[] | null
  creditLink?: { label: string; url: string } | null
  /** Rupees for one unit of each currency, the day staff checked them, and how long they stay valid. */
  exchangeRates?: { usd?: number | null; eur?: number | null; gbp?: number | null; aed?: number | null } | null
  exchangeRatesDate?: string | null
  exchangeRatesMaxAgeDays?: number | null
  contactIntro?: string | null
  b2bIntro?: string | null
}

// ---- products ---------------------------------------------------------------------------------

const PRODUCT_CARD = `{
  _id, productId, name, "slug": slug.current, category, price, bulkPrice, rating, badge, description,
  offersSamples, sampleSize,
  image ${IMAGE}
}`

export interface ProductCard {
  _id: string
  productId: number
  name: string
  slug: string
  category: Category
  price: number
  bulkPrice: number
  rating: number
  badge?: string | null
  description?: string | null
  /** Staff's "Offers samples" switch and the size of one sample ("100 g"). */
  offersSamples?: boolean | null
  sampleSize?: string | null
  image: SanityImage
}

/** The catalogue; `$category` is a category name or null for All. */
export const PRODUCTS_QUERY = /* groq */ `*[_type == "product" && defined(slug.current) && ($category == null || category == $category)]
  | order(productId asc) ${PRODUCT_CARD}`

// PRODUCT_QUERY (the product page, with its export specification and compliance papers) lives in
// ./product-query.ts: this module is part of every page's first load, and that query is not.

export interface ExportSpec {
  hsCode?: string | null
  botanicalName?: string | null
  grade?: string | null
  moistureMax?: number | null
  purityMin?: number | null
  admixtureMax?: number | null
  keyFigures?: { _key: string; figure?: string | null; value?: number | null }[] | null
  shelfLifeMonths?: number | null
  storage?: string | null
  packing?: string[] | null
  container20ft?: number | null
  container40ft?: number | null
  leadTimeDays?: number | null
  incoterms?: string[] | null
  ports?: string[] | null
  certificates?: ({ _id: string; title: string; issuer?: string | null; number?: string | null; validUntil?: string | null } | null)[] | null
}

export interface ComplianceDocument {
  _id: string
  kind: string
  lotNumber: string
  testedOn: string
  expiresOn: string
  aflatoxinB1?: number | null
  file?: { url: string; size?: number | null } | null
}

export interface ProductDetail extends ProductCard {
  packSize?: string | null
  minOrderKg?: number | null
  origin?: string | null
  exportSpec?: ExportSpec | null
  compliance?: ComplianceDocument[] | null
}

/** Current names and prices for the cart's re-pricing, by productId. */
export const PRODUCTS_BY_IDS_QUERY = /* groq */ `*[_type == "product" && productId in $ids]{
  productId, name, "slug": slug.current, price, image ${IMAGE}
}`

export interface ProductPrice {
  productId: number
  name: string
  slug: string
  price: number
  image: SanityImage
}

// ---- testimonials -----------------------------------------------------------------------------

export const TESTIMONIALS_QUERY = /* groq */ `*[_type == "testimonial"] | order(_id asc){
  _id, name, role, content, rating, type, image ${IMAGE}
}`

export interface Testimonial {
  _id: string
  name: string
  role: string
  content: string
  rating: number
  type: 'Spices' | 'Makhana'
  image: SanityImage
}

// ---- blog -------------------------------------------------------------------------------------

const POST_CARD = `{ _id, title, "slug": slug.current, category, description, publishedAt, image ${IMAGE} }`

export interface BlogPostCard {
  _id: string
  title: string
  slug: string
  category: string
  description?: string | null
  publishedAt: string
  image: SanityImage
}

export const BLOG_POSTS_QUERY = /* groq */ `*[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc) ${POST_CARD}`

export const LATEST_POSTS_QUERY = /* groq */ `*[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc)[0...$limit] ${POST_CARD}`

/** Posts of one category, matched without regard to case ($category is lower case). */
export const POSTS_BY_CATEGORY_QUERY = /* groq */ `*[_type == "blogPost" && defined(slug.current) && lower(category) == $category]
  | order(publishedAt desc) ${POST_CARD}`

export const BLOG_POST_QUERY = /* groq */ `*[_type == "blogPost" && slug.current == $slug && lower(category) == $category][0]{
  _id, title, "slug": slug.current, category, description, publishedAt, image ${IMAGE}, ${PORTABLE_TEXT}
}`

export interface BlogPost extends BlogPostCard {
  body: unknown[]
}

// ---- policies and certificates ----------------------------------------------------------------

export const POLICY_SLUGS = ['privacy-policy', 'shipping-policy', 'refund-policy', 'terms-of-services'] as const
export type PolicySlug = (typeof POLICY_SLUGS)[number]

export const POLICY_QUERY = /* groq */ `*[_type == "policy" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, updatedAt, ${PORTABLE_TEXT}
}`

export interface Policy {
  _id: string
  title: string
  slug: PolicySlug
  updatedAt: string
  body: unknown[]
}

export const CERTIFICATES_QUERY = /* groq */ `*[_type == "certificate"] | order(validUntil desc){
  _id, title, issuer, number, validUntil,
  "file": file.asset->{ url, originalFilename, size, mimeType }
}`

export interface Certificate {
  _id: string
  title: string
  issuer: string
  number: string
  validUntil: string
  file?: { url: string; originalFilename?: string | null; size?: number | null; mimeType?: string | null } | null
}

// ---- sitemap ----------------------------------------------------------------------------------

/** Every product, post and policy, plus the dates of what the other pages show, for `lastmod`. */
export const SITEMAP_CONTENT_QUERY = /* groq */ `{
  "products": *[_type == "product" && defined(slug.current)]{ "slug": slug.current, _updatedAt },
  "posts": *[_type == "blogPost" && defined(slug.current)]{ "slug": slug.current, category, _updatedAt },
  "policies": *[_type == "policy" && defined(slug.current)]{ "slug": slug.current, _updatedAt },
  "settings": *[_id == "siteSettings"][0]._updatedAt,
  "certificates": *[_type == "certificate"]._updatedAt,
  "testimonials": *[_type == "testimonial"]._updatedAt
}`

export interface SitemapContent {
  products: { slug: string; _updatedAt: string }[]
  posts: { slug: string; category?: string | null; _updatedAt: string }[]
  policies: { slug: string; _updatedAt: string }[]
  settings?: string | null
  certificates: string[]
  testimonials: string[]
}

// ---- catalogue cards (catalogue issue) ---------------------------------------------------------

/**
 * What a product card renders and searches, and no more: no lqip, rating or bulk price. With 56
 * cards the lqip strings alone would add ~36 kB (~25 kB compressed) to every catalogue page.
 */
const CARD_FIELDS = `{
  _id, productId, name, "slug": slug.current, category, price, badge, description, offersSamples, sampleSize,
  image { alt, hotspot, crop, asset->{ _id } }
}`

/** The catalogue grid; `$category` is a category name or null for All. */
export const CATALOGUE_CARDS_QUERY = /* groq */ `*[_type == "product" && defined(slug.current) && ($category == null || category == $category)]
  | order(productId asc) ${CARD_FIELDS}`

/** Candidates for the home page's featured products and category covers (same lean cards). */
export const FEATURED_CARDS_QUERY = /* groq */ `*[_type == "product" && defined(slug.current)] | order(productId asc) ${CARD_FIELDS}`

/** A card's product; ProductCard (with lqip, rating, bulk price) fits it too. */
export type CatalogueCard = Pick<ProductCard, '_id' | 'productId' | 'name' | 'slug' | 'category' | 'price' | 'badge' | 'description' | 'offersSamples' | 'sampleSize' | 'image'>

// ---- home ------------------------------------------------------------------------------------

/** Everything the home page's sections need, in one request: featured candidates, testimonials, latest posts ($limit). */
export const HOME_QUERY = /* groq */ `{
  "featured": ${FEATURED_CARDS_QUERY},
  "testimonials": ${TESTIMONIALS_QUERY},
  "posts": ${LATEST_POSTS_QUERY}
}`

export interface HomeContent {
  featured: CatalogueCard[]
  testimonials: Testimonial[]
  posts: BlogPostCard[]
}
