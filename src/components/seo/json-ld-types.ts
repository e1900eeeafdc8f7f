/** The shapes of the schema.org objects built in json-ld.ts (only the properties we emit). */
import type { OpeningHoursSpecification } from './opening-hours'

export const SCHEMA_CONTEXT = 'https://schema.org'
type Context = typeof SCHEMA_CONTEXT

/** The business named where it acts (seller, author, publisher): same @id as its own node. */
export interface OrganizationRef {
  '@type': 'Organization'
  '@id': string
  name: string
  url: string
  logo: string
}

export interface PostalAddressLd {
  '@type': 'PostalAddress'
  streetAddress?: string
  addressLocality: string
  addressRegion?: string
  postalCode?: string
  addressCountry: string
}

export interface ContactPointLd {
  '@type': 'ContactPoint'
  contactType: 'customer service'
  telephone?: string
  email?: string
}

export interface OrganizationLd {
  '@context': Context
  '@type': ['Organization', 'LocalBusiness']
  '@id': string
  name: string
  description: string
  url: string
  logo: string
  image: string
  telephone?: string
  email?: string
  address: PostalAddressLd
  openingHoursSpecification: OpeningHoursSpecification[]
  contactPoint: ContactPointLd[]
  sameAs?: string[]
}

export interface WebSiteLd {
  '@context': Context
  '@type': 'WebSite'
  name: string
  url: string
  inLanguage: 'en-IN'
  publisher: OrganizationRef
}

export interface QuantitativeValueLd {
  '@type': 'QuantitativeValue'
  value?: number
  minValue?: number
  unitCode: 'KGM'
}

export interface OfferLd {
  '@type': 'Offer'
  name?: string
  url: string
  price: number
  priceCurrency: 'INR'
  eligibleQuantity?: QuantitativeValueLd
  priceSpecification?: { '@type': 'UnitPriceSpecification'; price: number; priceCurrency: 'INR'; referenceQuantity: QuantitativeValueLd }
  seller: OrganizationRef
}

/** One figure of the export specification: a number with its unit, or a text such as the HS code. */
export interface PropertyValueLd {
  '@type': 'PropertyValue'
  name: string
  value: number | string
  propertyID?: string
  unitText?: string
  /** UN/CEFACT common code, where one exists (P1 per cent, DAY, MON, TNE). */
  unitCode?: string
}

export interface CertificationLd {
  '@type': 'Certification'
  name: string
  certificationIdentification?: string
  issuedBy?: { '@type': 'Organization'; name: string }
  expires?: string
}

export interface ProductLd {
  '@context': Context
  '@type': 'Product'
  name: string
  description?: string
  image?: string[]
  sku: string
  category: string
  size?: string
  brand: { '@type': 'Brand'; name: string }
  offers: OfferLd[]
  additionalProperty?: PropertyValueLd[]
  hasCertification?: CertificationLd[]
}

export interface BreadcrumbListLd {
  '@context': Context
  '@type': 'BreadcrumbList'
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[]
}

export interface BlogPostingLd {
  '@context': Context
  '@type': 'BlogPosting'
  headline: string
  description?: string
  image?: string[]
  datePublished: string
  dateModified: string
  articleSection: string
  inLanguage: string
  url: string
  mainEntityOfPage: string
  author: OrganizationRef
  publisher: OrganizationRef
}
