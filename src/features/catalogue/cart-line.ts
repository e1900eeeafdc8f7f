import type { NewCartLine } from '@/features/cart'
import { imageUrlsIfLoaded } from '@/lib/picture'
import { clean } from '@/lib/presentation'
import type { CatalogueCard, ProductDetail } from '@/lib/queries'
import { toLocalName } from '@/lib/localized'

// Before the URL builder has come a line is saved without an image; the cart page's re-pricing fills it in.
function cartImage(image: NonNullable<CatalogueCard['image']>): string | null {
  return imageUrlsIfLoaded()?.urlFor(image).width(160).height(160).fit('crop').auto('format').url() ?? null
}

/**
 * The line a product adds to the cart: current name (English, and as the page shows it) and price, a
 * small square image URL; from a product page also its pack size, both ways.
 */
export function toCartLine(preview: CatalogueCard | ProductDetail): NewCartLine {
  // The cart is saved, and its lines go into WhatsApp and e-mail texts: plain text only.
  const product = clean(preview)
  const localName = toLocalName(product.local.name)
  const meta = 'packSize' in product ? product.packSize : null
  const localMeta = meta && 'packSize' in product.local ? toLocalName(product.local.packSize) : undefined
  return {
    id: product.productId,
    name: product.name,
    ...(localName ? { localName } : {}),
    image: product.image?.asset ? (cartImage(product.image) ?? '') : '',
    price: product.price,
    slug: product.slug,
    desc: product.category,
    ...(meta ? { meta } : {}),
    ...(localMeta ? { localMeta } : {}),
  }
}
