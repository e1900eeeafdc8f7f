import { productJsonLd } from '@/components/seo/json-ld'
import { urlFor } from '@/lib/image'
import type { ProductDetail } from '@/lib/queries'
import { productHref } from './links'

/** Open Graph image: 1200×630, cropped around the hotspot. */
export function productShareImage(product: ProductDetail): string | null {
  return product.image?.asset ? urlFor(product.image).width(1200).height(630).fit('crop').auto('format').url() : null
}

/** schema.org Product with its household and bulk offers (the breadcrumb comes from pageMeta). */
export function productStructuredData(product: ProductDetail, siteUrl: string, brandName: string): object[] {
  const url = `${siteUrl}${productHref(product.slug)}`
  return [productJsonLd({ product, url, siteUrl, brandName, image: productShareImage(product) })]
}
