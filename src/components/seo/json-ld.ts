// Only what the content states is claimed: no stock level, no review count, no invented ratings.
import type { BlogPostCard, ProductDetail, SiteSettings } from '@/lib/queries'
import {
  SCHEMA_CONTEXT as CONTEXT,
  type BlogPostingLd,
  type OrganizationLd,
  type OrganizationRef,
  type ProductLd,
  type QuantitativeValueLd,
  type WebSiteLd,
} from './json-ld-types'
import { openingHoursSpecification } from './opening-hours'
import { trimSlash } from './breadcrumb-json-ld'
import { DEFAULT_LANGUAGE, isLanguage, languageInfo } from '../../../shared/languages.ts'

export { breadcrumbJsonLd } from './breadcrumb-json-ld'

/** The `@id` that products and posts use to name the business as seller, author and publisher. */
export function organizationId(siteUrl: string): string {
  return `${trimSlash(siteUrl)}/#organization`
}

export function organizationRef(siteUrl: string, brandName: string): OrganizationRef {
  const base = trimSlash(siteUrl)
  return { '@type': 'Organization', '@id': organizationId(base), name: brandName, url: `${base}/`, logo: `${base}/logo.png` }
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** The business: one node that is both the Organization and its LocalBusiness (address, phones, hours). */
export function organizationJsonLd(settings: SiteSettings, siteUrl: string): OrganizationLd {
  const base = trimSlash(siteUrl)
  const { address } = settings
  const street = [address.street, address.locality].filter(present).join(', ')
  const sameAs = (settings.socialLinks ?? []).map((l) => l.url).filter((u): u is string => present(u) && /^https?:\/\//.test(u))
  return {
    '@context': CONTEXT,
    '@type': ['Organization', 'LocalBusiness'],
    '@id': organizationId(base),
    name: settings.brandName,
    // In the page's language (site settings are queried in it), English where not translated.
    description: settings.local.blurb.text ?? settings.blurb,
    url: `${base}/`,
    logo: `${base}/logo.png`,
    image: `${base}/og-image.png`,
    ...(settings.phones[0] ? { telephone: settings.phones[0] } : {}),
    ...(settings.emails[0] ? { email: settings.emails[0] } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      addressLocality: address.city,
      ...(present(address.region) ? { addressRegion: address.region } : {}),
      ...(present(address.postalCode) ? { postalCode: address.postalCode } : {}),
      addressCountry: address.country,
    },
    openingHoursSpecification: openingHoursSpecification(settings.hours),
    contactPoint: [
      ...settings.phones.filter(present).map((telephone) => ({ '@type': 'ContactPoint' as const, contactType: 'customer service' as const, telephone })),
      ...settings.emails.filter(present).map((email) => ({ '@type': 'ContactPoint' as const, contactType: 'customer service' as const, email })),
    ],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  }
}

export function webSiteJsonLd(settings: SiteSettings, siteUrl: string): WebSiteLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: settings.brandName,
    url: `${trimSlash(siteUrl)}/`,
    inLanguage: 'en-IN',
    publisher: organizationRef(siteUrl, settings.brandName),
  }
}

export interface ProductJsonLdInput {
  product: ProductDetail
  url: string
  siteUrl: string
  brandName: string
  /** Absolute URL of the product image (e.g. urlFor(product.image).width(1200).url()). */
  image?: string | null
  /** Name, description and category as the page shows them, in its language; the English fields without it. */
  texts?: ProductTexts
}

export interface ProductTexts {
  name: string
  description: string | null
  category: string
}

/** The household pack price, and the bulk price per kg from the minimum order as a second offer. */
export function productJsonLd({ product, url, siteUrl, brandName, image, texts = product }: ProductJsonLdInput): ProductLd {
  const seller = organizationRef(siteUrl, brandName)
  const perKg: QuantitativeValueLd = { '@type': 'QuantitativeValue', value: 1, unitCode: 'KGM' }
  const minOrder = typeof product.minOrderKg === 'number' && product.minOrderKg > 0 ? product.minOrderKg : null
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: texts.name,
    ...(present(texts.description) ? { description: texts.description } : {}),
    ...(present(image) ? { image: [image] } : {}),
    sku: String(product.productId),
    category: texts.category,
    ...(present(product.packSize) ? { size: product.packSize } : {}),
    brand: { '@type': 'Brand', name: brandName },
    offers: [
      { '@type': 'Offer', url, price: product.price, priceCurrency: 'INR', seller },
      {
        '@type': 'Offer',
        name: 'Bulk price per kg',
        url,
        price: product.bulkPrice,
        priceCurrency: 'INR',
        ...(minOrder ? { eligibleQuantity: { '@type': 'QuantitativeValue' as const, minValue: minOrder, unitCode: 'KGM' as const } } : {}),
        priceSpecification: { '@type': 'UnitPriceSpecification', price: product.bulkPrice, priceCurrency: 'INR', referenceQuantity: perKg },
        seller,
      },
    ],
  }
}

export interface BlogPostingJsonLdInput {
  post: BlogPostCard
  url: string
  siteUrl: string
  brandName: string
  image?: string | null
  /** When the post was last edited (e.g. its _updatedAt); the publication date otherwise. */
  updatedAt?: string | null
  /** The language the article's text is shown in (its `local.body.lang`): English where not translated. */
  bodyLanguage?: string
}

/** JSON-LD's `inLanguage` for a text in `lang`: the language table's hreflang, English as Indian English. */
export function contentLocale(lang: string | undefined): string {
  return !lang || lang === DEFAULT_LANGUAGE || !isLanguage(lang) ? 'en-IN' : languageInfo(lang).hreflang
}

/** The post as the page shows it: its title and description in the page's language where translated (docs/decisions/044). */
export function blogPostingJsonLd({ post, url, siteUrl, brandName, image, updatedAt, bodyLanguage }: BlogPostingJsonLdInput): BlogPostingLd {
  const organization = organizationRef(siteUrl, brandName)
  const description = post.local.description.text
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.local.title.text ?? post.title,
    ...(present(description) ? { description } : {}),
    ...(present(image) ? { image: [image] } : {}),
    datePublished: post.publishedAt,
    dateModified: present(updatedAt) ? updatedAt : post.publishedAt,
    articleSection: post.category,
    inLanguage: contentLocale(bodyLanguage),
    url,
    mainEntityOfPage: url,
    author: organization,
    publisher: organization,
  }
}

/** What the root route carries for every page's head: built with the settings it was given (at build time and with each refresh), never again at hydration. */
export interface SiteStructuredData {
  organization: OrganizationLd
  webSite: WebSiteLd
}

export function siteStructuredData(settings: SiteSettings, siteUrl: string): SiteStructuredData {
  return { organization: organizationJsonLd(settings, siteUrl), webSite: webSiteJsonLd(settings, siteUrl) }
}
