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

/** Each product's normalised text, made once per product object rather than on every keystroke. */
const haystacks = new WeakMap<Searchable, string>()

function haystackOf(product: Searchable): string {
  let text = haystacks.get(product)
  if (text === undefined) {
    text = normalizeText(`${product.name} ${product.description ?? ''}`)
    haystacks.set(product, text)
  }
  return text
}

function queryWords(query: string): string[] {
  return normalizeText(query).split(' ').filter(Boolean)
}

/** Every word of the query must appear in the name or the description. */
export function matchesQuery(product: Searchable, query: string): boolean {
  return matchesWords(product, queryWords(query))
}

function matchesWords(product: Searchable, words: readonly string[]): boolean {
  if (words.length === 0) return true
  const haystack = haystackOf(product)
  return words.every((w) => haystack.includes(w))
}

/** The category is checked here too, so a late answer for another category never shows. */
export function filterProducts<T extends Searchable>(products: readonly T[], category: CatalogueCategory, query: string): T[] {
  const words = queryWords(query)
  return products.filter((p) => (category === 'All' || p.category === category) && matchesWords(p, words))
}
