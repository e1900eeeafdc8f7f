// A cell stays "changed" until Publish or Discard, also after a reload.
import { PRICE_FIELDS, type PriceField, type PriceFields } from './columns.ts'
import { workingIdOf, type WriteTarget } from './target.ts'

const DRAFT_PREFIX = 'drafts.'

export interface ProductDocument extends PriceFields {
  _id: string
  _type: string
  _rev?: string
  productId?: number
  name?: string
  category?: string
  [field: string]: unknown
}

export interface PriceRow {
  /** The published document's id, also when only a draft exists yet. */
  id: string
  published?: ProductDocument
  draft?: ProductDocument
  /** What staff see and edit: the draft when there is one, else the published document. */
  current: ProductDocument
}

/** `drafts.<id>` and `versions.<release>.<id>` belong to `<id>`. */
export function publishedIdOf(id: string): string {
  if (id.startsWith(DRAFT_PREFIX)) return id.slice(DRAFT_PREFIX.length)
  if (id.startsWith('versions.')) return id.split('.').slice(2).join('.')
  return id
}

/** A release's versions other than the target's are left out. */
export function buildRows(documents: readonly ProductDocument[], target: WriteTarget): PriceRow[] {
  const pairs = new Map<string, { published?: ProductDocument; draft?: ProductDocument }>()
  for (const document of documents) {
    const id = publishedIdOf(document._id)
    const pair = pairs.get(id) ?? {}
    if (document._id === id) pair.published = document
    else if (document._id === workingIdOf(target, id)) pair.draft = document
    else continue
    pairs.set(id, pair)
  }
  const rows: PriceRow[] = []
  for (const [id, { published, draft }] of pairs) {
    const current = draft ?? published
    if (current) rows.push({ id, published, draft, current })
  }
  return rows
}

/** Fields the price list never shows as a change: the lake's own bookkeeping. */
const SYSTEM_FIELDS = new Set(['_id', '_rev', '_type', '_createdAt', '_updatedAt', '_system'])

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/** The price-list fields whose draft value is not yet published. */
export function changedFields(row: PriceRow): PriceField[] {
  if (!row.draft) return []
  return PRICE_FIELDS.filter((field) => !same(row.draft?.[field], row.published?.[field]))
}

/** Other fields the draft changes (edited in the document form): publishing the draft publishes them too. */
export function otherChangedFields(row: PriceRow): string[] {
  const { draft, published } = row
  if (!draft) return []
  const fields = new Set([...Object.keys(draft), ...Object.keys(published ?? {})])
  return [...fields]
    .filter((field) => !SYSTEM_FIELDS.has(field) && !(PRICE_FIELDS as readonly string[]).includes(field))
    .filter((field) => !same(draft[field], published?.[field]))
    .sort()
}

/** A row has something to publish: a draft that differs from the published document (or no published one). */
export function hasUnpublishedChanges(row: PriceRow): boolean {
  return row.draft !== undefined && (row.published === undefined || changedFields(row).length > 0 || otherChangedFields(row).length > 0)
}

export type SortKey = 'category' | 'name' | 'productId'

export function visibleRows(
  rows: readonly PriceRow[],
  options: { category?: string; search?: string; sort: SortKey; descending?: boolean; categoryOrder: readonly string[] },
): PriceRow[] {
  const search = options.search?.trim().toLocaleLowerCase() ?? ''
  const categoryRank = (row: PriceRow) => {
    const index = options.categoryOrder.indexOf(row.current.category ?? '')
    return index === -1 ? options.categoryOrder.length : index
  }
  const byName = (a: PriceRow, b: PriceRow) => (a.current.name ?? '').localeCompare(b.current.name ?? '', 'en', { sensitivity: 'base' })
  const compare = {
    category: (a: PriceRow, b: PriceRow) => categoryRank(a) - categoryRank(b) || byName(a, b),
    name: byName,
    productId: (a: PriceRow, b: PriceRow) => (a.current.productId ?? 0) - (b.current.productId ?? 0),
  }[options.sort]
  return rows
    .filter((row) => !options.category || row.current.category === options.category)
    .filter((row) => search === '' || (row.current.name ?? '').toLocaleLowerCase().includes(search))
    .sort((a, b) => (options.descending ? -compare(a, b) : compare(a, b)))
}
