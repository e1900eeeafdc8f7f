// Node-safe for the build's pre-render list and sitemap, so relative imports only.
import { CATALOGUE_CATEGORIES, parseCategory, type CatalogueCategory } from './category.ts'
import { parseQuery } from './search.ts'
import { unprefixedPath } from '../../../shared/languages.ts'

/** Products on one catalogue page: a few screens on a phone, and a small page to hydrate. */
export const PAGE_SIZE = 24

/** A category's path segment: "Whole Spices" → "whole-spices". */
export function categorySlug(category: CatalogueCategory): string {
  return category.toLowerCase().replace(/\s+/g, '-')
}

const BY_SLUG = new Map(CATALOGUE_CATEGORIES.filter((c) => c !== 'All').map((c) => [categorySlug(c), c]))

export interface CataloguePage {
  category: CatalogueCategory
  page: number
  query: string
}

const PATH = /^\/products(?:\/category\/([^/]+))?(?:\/page\/([^/]+))?\/?$/

/** Null when the address is not a catalogue page; page 1 has the shorter address. */
export function parseCatalogueUrl(url: URL): CataloguePage | null {
  const unprefixed = unprefixedPath(url.pathname)
  const path = unprefixed === '/product' ? '/products' : unprefixed
  const match = PATH.exec(path)
  if (!match) return null
  const [, slug, pageText] = match
  let category: CatalogueCategory = parseCategory(url.searchParams.get('category'))
  if (slug !== undefined) {
    const named = BY_SLUG.get(decodeURIComponent(slug))
    if (!named) return null
    category = named
  }
  let page = 1
  if (pageText !== undefined) {
    if (!/^[1-9]\d{0,5}$/.test(pageText) || pageText === '1') return null
    page = Number(pageText)
  }
  return { category, page, query: parseQuery(url.searchParams.get('q')) }
}

/** The address of a catalogue page; the search text rides along as `?q=`. */
export function catalogueHref({ category, page = 1, query = '' }: { category: CatalogueCategory; page?: number; query?: string }): string {
  const base = category === 'All' ? '/products' : `/products/category/${categorySlug(category)}`
  const path = page > 1 ? `${base}/page/${page}` : base
  return query.trim() ? `${path}?${new URLSearchParams({ q: query }).toString()}` : path
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE))
}

export function pageSlice(page: number): { start: number; end: number } {
  return { start: (page - 1) * PAGE_SIZE, end: page * PAGE_SIZE }
}

/** Every catalogue page's path, for pre-rendering and the sitemap, from each category's product count. */
export function cataloguePaths(counts: ReadonlyMap<CatalogueCategory, number>): string[] {
  return CATALOGUE_CATEGORIES.flatMap((category) =>
    Array.from({ length: pageCount(counts.get(category) ?? 0) }, (_, i) => catalogueHref({ category, page: i + 1 })),
  )
}

/** Each category's product count (and All's) from the products' categories. */
export function categoryCounts(categories: readonly (string | null | undefined)[]): Map<CatalogueCategory, number> {
  const counts = new Map<CatalogueCategory, number>([['All', categories.length]])
  for (const raw of categories) {
    const category = parseCategory(raw)
    if (category !== 'All') counts.set(category, (counts.get(category) ?? 0) + 1)
  }
  return counts
}
