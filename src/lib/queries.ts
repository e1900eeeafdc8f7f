// Result types come from Sanity TypeGen, never by hand; parameters only, never concatenated (docs/decisions/020).
import { defineQuery } from 'groq'
import type {
  BLOG_POST_QUERY_RESULT,
  BLOG_POSTS_QUERY_RESULT,
  CATALOGUE_CARDS_QUERY_RESULT,
  CATALOGUE_REVISION_QUERY_RESULT,
  CERTIFICATES_QUERY_RESULT,
  HOME_QUERY_RESULT,
  POLICY_QUERY_RESULT,
  PRODUCT_QUERY_RESULT,
  PRODUCTS_BY_IDS_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
  SITEMAP_CONTENT_QUERY_RESULT,
  TESTIMONIALS_QUERY_RESULT,
} from './sanity.types'
import { localized } from './localized.ts'

export const IMAGE = `{ alt, hotspot, crop, asset->{ _id, url, metadata { lqip, dimensions { width, height } } } }`

// exchangeRates whole: every rate field the Studio has (one per row of shared/currencies.ts) comes along.
export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName, tagline, blurb, phones, whatsapp, emails, address, hours[]{ _key, days, time },
  socialLinks[]{ _key, platform, url }, creditLink, exchangeRates, exchangeRatesDate, exchangeRatesMaxAgeDays, contactIntro, b2bIntro,
  "local": { "tagline": ${localized('tagline')}, "blurb": ${localized('blurb')}, "contactIntro": ${localized('contactIntro')}, "b2bIntro": ${localized('b2bIntro')} }
}`)

// PRODUCT_QUERY lives in ./product-query.ts, out of every page's first load.

/** Current names (English for staff, and in $language for the buyer) and prices, by productId: the cart re-prices and the sample list renames by it. */
export const PRODUCTS_BY_IDS_QUERY = defineQuery(`*[_type == "product" && productId in $ids]{
  productId, name, "slug": slug.current, price, packSize, image ${IMAGE}, "local": { "name": ${localized('name')}, "packSize": ${localized('packSize')}, "sampleSize": ${localized('sampleSize')} }
}`)

export const TESTIMONIALS_QUERY = defineQuery(`*[_type == "testimonial"] | order(_id asc){
  _id, name, role, content, rating, type, image ${IMAGE}
}`)

/** A post card's texts in $language, English where not translated (docs/decisions/044). */
const POST_CARD_TEXTS = `"local": { "title": ${localized('title')}, "description": ${localized('description')} }` as const

const POST_CARD = `{ _id, title, "slug": slug.current, category, description, publishedAt, image ${IMAGE}, ${POST_CARD_TEXTS} }` as const

export const BLOG_POSTS_QUERY = defineQuery(`*[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc) ${POST_CARD}`)

export const LATEST_POSTS_QUERY = defineQuery(`*[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc)[0...$limit] ${POST_CARD}`)

/** Posts of one category, matched without regard to case ($category is lower case). */
export const POSTS_BY_CATEGORY_QUERY = defineQuery(`*[_type == "blogPost" && defined(slug.current) && lower(category) == $category]
  | order(publishedAt desc) ${POST_CARD}`)

// The English body is not projected: `local.body` is it wherever the page's language has none.
export const BLOG_POST_QUERY = defineQuery(`*[_type == "blogPost" && slug.current == $slug && lower(category) == $category][0]{
  _id, title, "slug": slug.current, category, description, publishedAt, image ${IMAGE},
  "local": { "title": ${localized('title')}, "description": ${localized('description')}, "body": ${localized('body')} }
}`)

export const POLICY_QUERY = defineQuery(`*[_type == "policy" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, updatedAt,
  "local": { "title": ${localized('title')}, "body": ${localized('body')} }
}`)

export const CERTIFICATES_QUERY = defineQuery(`*[_type == "certificate"] | order(validUntil desc){
  _id, title, issuer, number, validUntil,
  "file": file.asset->{ url, originalFilename, size, mimeType }
}`)

/** Every product, post and policy, plus the dates of what the other pages show, for `lastmod`. */
export const SITEMAP_CONTENT_QUERY = defineQuery(`{
  "products": *[_type == "product" && defined(slug.current)]{ "slug": slug.current, category, _updatedAt },
  "posts": *[_type == "blogPost" && defined(slug.current)]{ "slug": slug.current, category, _updatedAt },
  "policies": *[_type == "policy" && defined(slug.current)]{ "slug": slug.current, _updatedAt },
  "settings": *[_id == "siteSettings"][0]._updatedAt,
  "certificates": *[_type == "certificate"]._updatedAt,
  "testimonials": *[_type == "testimonial"]._updatedAt
}`)

/** The product's texts in $language: English `name` and `badge` stay for the cart, staff and the badge's colour. */
export const PRODUCT_TEXTS =
  `"local": { "name": ${localized('name')}, "description": ${localized('description')}, "badge": ${localized('badge')}, "sampleSize": ${localized('sampleSize')} }` as const

// No lqip, rating or bulk price: cards do not render them (docs/decisions/007).
const CARD_FIELDS = `{
  _id, productId, name, "slug": slug.current, category, price, badge, description, offersSamples, sampleSize,
  image { alt, hotspot, crop, asset->{ _id } }, ${PRODUCT_TEXTS}
}` as const

/** The catalogue grid; `$category` is a category name or null for All. */
export const CATALOGUE_CARDS_QUERY = defineQuery(`*[_type == "product" && defined(slug.current) && ($category == null || category == $category)]
  | order(productId asc) ${CARD_FIELDS}`)

/** What changes when any product is published, added or removed: a pre-rendered page is current while it matches. */
const REVISION = `{
  "count": count(*[_type == "product" && defined(slug.current)]),
  "updated": *[_type == "product" && defined(slug.current)] | order(_updatedAt desc) [0]._updatedAt
}`

export const CATALOGUE_REVISION_QUERY = defineQuery(REVISION)

/** One page of the catalogue ($start...$end of `order(productId asc)`), its category's count and the revision it is of. */
export const CATALOGUE_PAGE_QUERY = defineQuery(`{
  "total": count(*[_type == "product" && defined(slug.current) && ($category == null || category == $category)]),
  "products": *[_type == "product" && defined(slug.current) && ($category == null || category == $category)]
    | order(productId asc) [$start...$end] ${CARD_FIELDS},
  "revision": ${REVISION}
}`)

/** Build time: the whole catalogue in CATALOGUE_PAGE_QUERY's order and fields, and the revision; each pre-rendered catalogue page is a slice of it. */
export const BUILT_CATALOGUE_QUERY = defineQuery(`{
  "products": *[_type == "product" && defined(slug.current)] | order(productId asc) ${CARD_FIELDS},
  "revision": ${REVISION}
}`)

/** The home page's featured candidates: a window ($start...$end) of the catalogue, a different one on each visit. */
export const FEATURED_CARDS_QUERY = defineQuery(`*[_type == "product" && defined(slug.current)] | order(productId asc) [$start...$end] ${CARD_FIELDS}`)

/** A category's first product with a photo: the home page's category cover. */
const COVER = `[_type == "product" && defined(slug.current) && defined(image.asset)] | order(productId asc) [0] ${CARD_FIELDS}` as const

/** Everything the home page's sections need, in one request: featured candidates, category covers, testimonials, latest posts ($limit). */
export const HOME_QUERY = defineQuery(`{
  "featured": ${FEATURED_CARDS_QUERY},
  "productCount": count(*[_type == "product" && defined(slug.current)]),
  "covers": [
    *[category == "Whole Spices"]${COVER},
    *[category == "Ground Spices"]${COVER},
    *[category == "Blends"]${COVER},
    *[category == "Retail Packs"]${COVER},
    *[category == "Makhana"]${COVER}
  ],
  "testimonials": ${TESTIMONIALS_QUERY},
  "posts": ${LATEST_POSTS_QUERY}
}`)

export type SiteSettings = NonNullable<SITE_SETTINGS_QUERY_RESULT>
/** A product page's product, with its export specification and current compliance papers. */
export type ProductDetail = NonNullable<PRODUCT_QUERY_RESULT>
export type ExportSpec = NonNullable<ProductDetail['exportSpec']>
export type ComplianceDocument = ProductDetail['compliance'][number]
/** A card's product (catalogue grid, featured products, category covers). */
export type CatalogueCard = CATALOGUE_CARDS_QUERY_RESULT[number]
export type CatalogueRevision = CATALOGUE_REVISION_QUERY_RESULT
export type ProductPrice = PRODUCTS_BY_IDS_QUERY_RESULT[number]
export type Testimonial = TESTIMONIALS_QUERY_RESULT[number]
export type BlogPostCard = BLOG_POSTS_QUERY_RESULT[number]
export type BlogPost = NonNullable<BLOG_POST_QUERY_RESULT>
export type Policy = NonNullable<POLICY_QUERY_RESULT>
export type Certificate = CERTIFICATES_QUERY_RESULT[number]
export type SitemapContent = SITEMAP_CONTENT_QUERY_RESULT
export type HomeContent = HOME_QUERY_RESULT
