import { productJsonLd, type ProductTexts } from '@/components/seo/json-ld'
import type { CertificationLd, ProductLd, PropertyValueLd } from '@/components/seo/json-ld-types'
import { urlFor } from '@/lib/image'
import type { ProductDetail } from '@/lib/queries'
import { currentCertificates, specificationLines } from './specification'

/** Open Graph image: 1200×630, cropped around the hotspot. */
export function productShareImage(product: ProductDetail): string | null {
  return product.image?.asset ? urlFor(product.image).width(1200).height(630).fit('crop').auto('format').url() : null
}

const UNIT_CODES: Record<string, string> = { '%': 'P1', days: 'DAY', months: 'MON', t: 'TNE' }

/** The filled lines of the export specification as schema.org PropertyValues (numbers with their units). */
export function specificationProperties(product: ProductDetail): PropertyValueLd[] {
  return specificationLines(product.exportSpec).map((line) => {
    const base = { '@type': 'PropertyValue' as const, name: line.label, ...(line.key === 'hsCode' ? { propertyID: 'HS code' } : {}) }
    if (typeof line.value !== 'number') return { ...base, value: line.text }
    const unitCode = line.unit ? UNIT_CODES[line.unit] : undefined
    return { ...base, value: line.value, ...(line.unit ? { unitText: line.unit } : {}), ...(unitCode ? { unitCode } : {}) }
  })
}

/** The certificates that cover the product and still hold on `today`. */
export function productCertifications(product: ProductDetail, today: string): CertificationLd[] {
  return currentCertificates(product.exportSpec, today).map((c) => ({
    '@type': 'Certification',
    name: c.title,
    ...(c.number ? { certificationIdentification: c.number } : {}),
    ...(c.issuer ? { issuedBy: { '@type': 'Organization' as const, name: c.issuer } } : {}),
    ...(c.validUntil ? { expires: c.validUntil } : {}),
  }))
}

/** schema.org Product at `url` (its page in the reader's language, named as `texts` say) with its offers, specification figures and certificates (the breadcrumb comes from pageMeta). */
export function productStructuredData(
  product: ProductDetail,
  texts: ProductTexts,
  url: string,
  siteUrl: string,
  brandName: string,
  today: string,
): ProductLd[] {
  const properties = specificationProperties(product)
  const certifications = productCertifications(product, today)
  return [
    {
      ...productJsonLd({ product, texts, url, siteUrl, brandName, image: productShareImage(product) }),
      ...(properties.length > 0 ? { additionalProperty: properties } : {}),
      ...(certifications.length > 0 ? { hasCertification: certifications } : {}),
    },
  ]
}
