import { isLanguage } from '../../../shared/languages'
import { MAX_QUANTITY, MIN_QUANTITY } from './cart-rules'
import { MAX_LINES } from './storage-repair'

/** What every cart must be, whatever was stored: used by the property tests. */
export function expectValidCart(lines: unknown): void {
  if (!Array.isArray(lines)) throw new Error('cart is not an array')
  if (lines.length > MAX_LINES) throw new Error(`cart has ${lines.length} lines`)
  const ids = new Set<number>()
  for (const line of lines as Record<string, unknown>[]) {
    const { id, name, image, price, quantity, slug, desc, meta, localName, localMeta } = line
    const badLocal = (value: unknown) => {
      const local = value as { text?: unknown; lang?: unknown } | undefined
      return local !== undefined && (typeof local.text !== 'string' || local.text.trim() === '' || !isLanguage(local.lang))
    }
    const problem =
      (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || ids.has(id) ? 'id' : '') ||
      (typeof name !== 'string' || name.trim() === '' ? 'name' : '') ||
      (typeof image !== 'string' || (image !== '' && !/^(https?:\/\/|\/)/i.test(image)) ? 'image' : '') ||
      (typeof price !== 'number' || !Number.isFinite(price) || price < 0 ? 'price' : '') ||
      (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY ? 'quantity' : '') ||
      (slug !== undefined && (typeof slug !== 'string' || !/^[a-z0-9-]+$/.test(slug)) ? 'slug' : '') ||
      (desc !== undefined && typeof desc !== 'string' ? 'desc' : '') ||
      (meta !== undefined && typeof meta !== 'string' ? 'meta' : '') ||
      (badLocal(localName) ? 'localName' : '') ||
      (badLocal(localMeta) || (localMeta !== undefined && meta === undefined) ? 'localMeta' : '')
    if (problem) throw new Error(`invalid ${problem} in ${JSON.stringify(line)}`)
    const extra = Object.keys(line).filter((k) => !['id', 'name', 'image', 'price', 'quantity', 'slug', 'desc', 'meta', 'localName', 'localMeta'].includes(k))
    if (extra.length > 0) throw new Error(`unexpected fields ${extra.join(', ')}`)
    ids.add(id as number)
  }
}
