import type { CatalogueCategory } from './category'

/** Lower case without diacritics: "Jeerā" and "JEERA" both become "jeera". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** Longest search text taken from the address; the rest is ignored rather than rejected. */
export const MAX_QUERY_LENGTH = 100

export function parseQuery(raw: string | null | undefined): string {
  return typeof raw === 'string' ? raw.slice(0, MAX_QUERY_LENGTH) : ''
}

interface Searchable {
  name: string
  description?: string | null
  category: string
}

/** Every word of the query must appear in the name or the description. */
export function matchesQuery(product: Searchable, query: string): boolean {
  const words = normalizeText(query).split(' ').filter(Boolean)
  if (words.length === 0) return true
  const haystack = normalizeText(`${product.name} ${product.description ?? ''}`)
  return words.every((w) => haystack.includes(w))
}

/**
 * The products to show: of the selected category (checked here too, so a late answer for another
 * category never shows) and matching the search.
 */
export function filterProducts<T extends Searchable>(products: readonly T[], category: CatalogueCategory, query: string): T[] {
  return products.filter((p) => (category === 'All' || p.category === category) && matchesQuery(p, query))
}

export function productCountLabel(count: number): string {
  return `(${count} ${count === 1 ? 'product' : 'products'})`
}
