import { urlFor } from '@/lib/image'
import type { ProductDetail } from '@/lib/queries'
import { DESCRIPTION_FALLBACK } from './badge'
import { productHref } from './links'

/** Open Graph image: 1200×630, cropped around the hotspot. */
export function productShareImage(product: ProductDetail): string | null {
  return product.image?.asset ? urlFor(product.image).width(1200).height(630).fit('crop').auto('format').url() : null
}

/** schema.org Product and BreadcrumbList, so search engines can show the price. */
export function productJsonLd(product: ProductDetail, siteUrl: string, brand: string): object[] {
  const url = `${siteUrl}${productHref(product.slug)}`
  const image = productShareImage(product)
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description?.trim() || DESCRIPTION_FALLBACK,
      sku: String(product.productId),
      category: product.category,
      brand: { '@type': 'Brand', name: brand },
      ...(image ? { image: [image] } : {}),
      ...(product.origin ? { countryOfOrigin: product.origin } : {}),
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'INR',
        price: product.price,
        availability: 'https://schema.org/InStock',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Products', item: `${siteUrl}/products` },
        { '@type': 'ListItem', position: 2, name: product.category, item: `${siteUrl}/products?category=${encodeURIComponent(product.category)}` },
        { '@type': 'ListItem', position: 3, name: product.name, item: url },
      ],
    },
  ]
}
