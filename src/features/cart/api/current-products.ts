import { urlFor } from '@/lib/image'
import { PRODUCTS_BY_IDS_QUERY, type ProductPrice } from '@/lib/queries'
import { fetchContent } from '@/lib/sanity-client'
import { toLocalName } from '@/lib/localized'
import type { Language } from '../../../../shared/languages'
import type { CurrentProduct } from '../cart-rules'

/** The size the catalogue's toggles store, so re-pricing does not swap a cached image. */
const CART_IMAGE_SIZE = 160

export function toCurrentProduct(p: ProductPrice): CurrentProduct {
  const image = p.image?.asset ? urlFor(p.image).width(CART_IMAGE_SIZE).height(CART_IMAGE_SIZE).fit('crop').auto('format').url() : undefined
  const local = toLocalName(p.local.name)
  const localPackSize = toLocalName(p.local.packSize)
  return {
    id: p.productId,
    name: p.name,
    price: p.price,
    ...(local ? { localName: local } : {}),
    ...(p.packSize ? { packSize: p.packSize } : {}),
    ...(localPackSize ? { localPackSize } : {}),
    ...(p.slug ? { slug: p.slug } : {}),
    ...(image ? { image } : {}),
  }
}

/** Current names (in `language` too), prices and images of the given products; absent ones no longer exist. */
export async function fetchCurrentProducts(ids: readonly number[], language: Language): Promise<CurrentProduct[]> {
  if (ids.length === 0) return []
  const found = await fetchContent(PRODUCTS_BY_IDS_QUERY, { ids: [...ids], language })
  return found.map(toCurrentProduct)
}
