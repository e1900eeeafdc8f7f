import type { NewCartLine } from '@/features/cart'
import { urlFor } from '@/lib/image'
import { clean } from '@/lib/presentation'
import type { CatalogueCard } from '@/lib/queries'

/** The line a product adds to the cart: current name and price, a small square image URL. */
export function toCartLine(preview: CatalogueCard, meta?: string | null): NewCartLine {
  // The cart is saved, and its lines go into WhatsApp and e-mail texts: plain text only.
  const product = clean(preview)
  return {
    id: product.productId,
    name: product.name,
    image: product.image?.asset ? urlFor(product.image).width(160).height(160).fit('crop').auto('format').url() : '',
    price: product.price,
    slug: product.slug,
    desc: product.category,
    ...(meta ? { meta: clean(meta) } : {}),
  }
}
