/** The cart's rules as plain functions (cart lines, quantities, totals); the store only calls them. */
import type { LocalName } from '@/lib/localized'

export interface CartLine {
  id: number
  /** English: what staff read in the quote and WhatsApp texts. */
  name: string
  /** The name in the language of the page that last priced the line; absent (English page, no translation, carts saved before languages): `name`. */
  localName?: LocalName
  image: string
  price: number
  quantity: number
  slug?: string
  /** The product's category, in English: shown by its name in the page's language. */
  desc?: string
  /** The pack size (lines added on a product page), in English for staff. */
  meta?: string
  /** The pack size in the language of the page that last priced the line, as `localName`. */
  localMeta?: LocalName
}

export type NewCartLine = Omit<CartLine, 'quantity'>

export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 9999

export function hasLine(lines: readonly CartLine[], id: number): boolean {
  return lines.some((l) => l.id === id)
}

/** Adding a product already in the cart is ignored (the same array comes back). */
export function addLine(lines: CartLine[], line: NewCartLine): CartLine[] {
  if (hasLine(lines, line.id)) return lines
  return [...lines, { ...line, quantity: MIN_QUANTITY }]
}

export function removeLine(lines: CartLine[], id: number): CartLine[] {
  return hasLine(lines, id) ? lines.filter((l) => l.id !== id) : lines
}

function setQuantity(lines: CartLine[], id: number, next: (quantity: number) => number): CartLine[] {
  let changed = false
  const result = lines.map((l) => {
    if (l.id !== id) return l
    const quantity = Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, next(l.quantity)))
    if (quantity === l.quantity) return l
    changed = true
    return { ...l, quantity }
  })
  return changed ? result : lines
}

export function incrementLine(lines: CartLine[], id: number): CartLine[] {
  return setQuantity(lines, id, (q) => q + 1)
}

/** Never below 1: the minus control cannot remove a line. */
export function decrementLine(lines: CartLine[], id: number): CartLine[] {
  return setQuantity(lines, id, (q) => q - 1)
}

export function canDecrement(line: CartLine): boolean {
  return line.quantity > MIN_QUANTITY
}

export function canIncrement(line: CartLine): boolean {
  return line.quantity < MAX_QUANTITY
}

export function lineTotal(line: CartLine): number {
  return line.price * line.quantity
}

/** Sum of price times quantity; no tax, shipping or discount. Unavailable lines do not count. */
export function cartTotal(lines: readonly CartLine[], unavailable: ReadonlySet<number> = new Set()): number {
  return lines.reduce((sum, l) => (unavailable.has(l.id) ? sum : sum + lineTotal(l)), 0)
}

function sameName(a: LocalName | undefined, b: LocalName | undefined): boolean {
  return a?.text === b?.text && a?.lang === b?.lang
}

export interface CurrentProduct {
  id: number
  name: string
  localName?: LocalName
  price: number
  slug?: string
  image?: string
  /** English; with `localPackSize` in the page's language when it has one. */
  packSize?: string
  localPackSize?: LocalName
}

/** Returns the same array when nothing changed, so an unchanged cart is not written again. */
export function repriceLines(lines: CartLine[], current: readonly CurrentProduct[]): CartLine[] {
  const byId = new Map(current.map((p) => [p.id, p]))
  let changed = false
  const next = lines.map((line) => {
    const product = byId.get(line.id)
    if (!product) return line
    const image = product.image || line.image
    const slug = product.slug || line.slug
    // The page's language decides: none means the product has no name in it, so the English one shows.
    const localName = product.localName
    // A line showing a pack size follows it, and its language, as it follows the name.
    const follows = line.meta !== undefined && product.packSize !== undefined
    const meta = follows ? product.packSize : line.meta
    const localMeta = follows ? product.localPackSize : line.localMeta
    const same = product.name === line.name && sameName(localName, line.localName) && meta === line.meta && sameName(localMeta, line.localMeta)
    if (same && product.price === line.price && image === line.image && slug === line.slug) return line
    changed = true
    const { localName: _previous, localMeta: _previousMeta, ...rest } = line
    return {
      ...rest,
      name: product.name,
      price: product.price,
      image,
      ...(slug ? { slug } : {}),
      ...(localName ? { localName } : {}),
      ...(meta ? { meta } : {}),
      ...(localMeta ? { localMeta } : {}),
    }
  })
  return changed ? next : lines
}
