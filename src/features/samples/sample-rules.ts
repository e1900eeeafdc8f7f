// Plain data: components and the store only call these.
import { toLocalName, type LocalName, type LocalizedText } from '@/lib/localized'

/** A buyer asks for at most this many samples at a time; couriers and our packing team plan on it. */
export const MAX_SAMPLES = 5

export interface SampleItem {
  id: number
  /** English: what staff read in the request. */
  name: string
  /** The name in the language of the page that last showed the list; absent (English page, no translation, lists saved before languages): `name`. */
  localName?: LocalName
  slug: string
  /** What one sample weighs, as staff wrote it in English ("100 g"): what staff read in the request. */
  sampleSize: string
  /** The size in the language of the page that last showed the list, as `localName`. */
  localSize?: LocalName
}

export type AddOutcome = 'added' | 'present' | 'full'

/** The list after asking to add `item`, and what happened; the same array when nothing changed. */
export function addSample(items: readonly SampleItem[], item: SampleItem): { items: readonly SampleItem[]; outcome: AddOutcome } {
  if (items.some((i) => i.id === item.id)) return { items, outcome: 'present' }
  if (items.length >= MAX_SAMPLES) return { items, outcome: 'full' }
  return { items: [...items, item], outcome: 'added' }
}

export function removeSample(items: readonly SampleItem[], id: number): readonly SampleItem[] {
  return items.some((i) => i.id === id) ? items.filter((i) => i.id !== id) : items
}

const MAX_TEXT = 200

function asText(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  return text.length > 0 && text.length <= MAX_TEXT ? text : null
}

/** One stored entry, repaired; null when it has no usable id, name, address or size. */
export function repairSample(candidate: unknown): SampleItem | null {
  if (candidate === null || typeof candidate !== 'object' || Array.isArray(candidate)) return null
  const fields = candidate as Record<string, unknown>
  const id = fields.id
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null
  const name = asText(fields.name)
  const slug = asText(fields.slug)
  const sampleSize = asText(fields.sampleSize)
  if (!name || !slug || !/^[a-z0-9][a-z0-9-]*$/.test(slug) || !sampleSize) return null
  const localName = toLocalName(fields.localName, MAX_TEXT)
  const localSize = toLocalName(fields.localSize, MAX_TEXT)
  return { id, name, slug, sampleSize, ...(localName ? { localName } : {}), ...(localSize ? { localSize } : {}) }
}

/** A product's current names, English and in the page's language, and its sample size in that language. */
export interface CurrentName {
  id: number
  name: string
  localName?: LocalName | undefined
  localSize?: LocalName | undefined
}

const sameLocal = (a: LocalName | undefined, b: LocalName | undefined) => a?.text === b?.text && a?.lang === b?.lang

/** The list with current names; the same array when nothing changed, so an unchanged list is not written again. */
export function renameSamples(items: readonly SampleItem[], current: readonly CurrentName[]): readonly SampleItem[] {
  const byId = new Map(current.map((c) => [c.id, c]))
  let changed = false
  const next = items.map((item) => {
    const found = byId.get(item.id)
    if (!found) return item
    // The page's language decides: none means the product has no name (or size) in it, so the English one shows.
    const { localName, localSize } = found
    if (found.name === item.name && sameLocal(localName, item.localName) && sameLocal(localSize, item.localSize)) return item
    changed = true
    const { localName: _previous, localSize: _previousSize, ...rest } = item
    return { ...rest, name: found.name, ...(localName ? { localName } : {}), ...(localSize ? { localSize } : {}) }
  })
  return changed ? next : items
}

/** Readable entries kept in order, the first of a duplicate id wins, the rest dropped. */
export function repairStoredSamples(stored: unknown): SampleItem[] {
  const candidates = Array.isArray(stored) ? stored : stored && typeof stored === 'object' ? (stored as { items?: unknown }).items : null
  if (!Array.isArray(candidates)) return []
  const items: SampleItem[] = []
  for (const candidate of candidates.slice(0, MAX_SAMPLES * 4)) {
    const item = repairSample(candidate)
    if (!item || items.some((i) => i.id === item.id)) continue
    items.push(item)
    if (items.length >= MAX_SAMPLES) break
  }
  return items
}

/** The sample a product offers, or null when it offers none (or staff left the size empty). */
export function sampleOf(product: {
  productId: number
  name: string
  slug: string
  offersSamples?: boolean | null
  sampleSize?: string | null
  /** The texts as the page shows them: the list keeps the name and size the buyer read. */
  local?: { name: LocalizedText; sampleSize?: LocalizedText }
}): SampleItem | null {
  const size = product.sampleSize?.trim()
  if (!product.offersSamples || !size) return null
  const localName = toLocalName(product.local?.name)
  const localSize = toLocalName(product.local?.sampleSize)
  return {
    id: product.productId,
    name: product.name,
    slug: product.slug,
    sampleSize: size,
    ...(localName ? { localName } : {}),
    ...(localSize ? { localSize } : {}),
  }
}
