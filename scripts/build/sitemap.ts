/**
 * sitemap.xml and robots.txt, from the content the pages were built with. Only pages that were
 * really pre-rendered are listed, so the sitemap never points at a 404.
 */
import type { SitemapContent } from '../../src/lib/queries.ts'
import { catalogueHref, categoryCounts, pageCount } from '../../src/features/catalogue/catalogue-pages.ts'
import { CATALOGUE_CATEGORIES, parseCategory } from '../../src/features/catalogue/category.ts'
import { DEFAULT_LANGUAGE, languageInfo, pathInLanguage, type Language } from '../../shared/languages.ts'

export interface SitemapEntry {
  /** The English path: each language's address is made from it. */
  path: string
  lastmod?: string
}

/** A page and the languages it was pre-rendered in. */
export interface BuiltEntry extends SitemapEntry {
  languages: readonly Language[]
}

/** Pages kept out of the sitemap: the cart, quote and sample requests are per visitor, /product repeats /products. */
export const NOT_IN_SITEMAP = new Set(['/cart', '/checkout', '/samples', '/product', '/404'])

function latest(dates: (string | null | undefined)[]): string | undefined {
  const valid = dates.filter((d): d is string => typeof d === 'string' && !Number.isNaN(Date.parse(d)))
  if (valid.length === 0) return undefined
  return valid.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b))
}

/** Every page of every category, dated by the products the category holds. */
function catalogueEntries(products: SitemapContent['products']): SitemapEntry[] {
  const counts = categoryCounts(products.map((p) => p.category))
  return CATALOGUE_CATEGORIES.flatMap((category) => {
    const lastmod = latest(products.filter((p) => category === 'All' || parseCategory(p.category) === category).map((p) => p._updatedAt))
    return Array.from({ length: pageCount(counts.get(category) ?? 0) }, (_, i) => ({ path: catalogueHref({ category, page: i + 1 }), lastmod }))
  })
}

function segment(value: string): string {
  return encodeURIComponent(value)
}

/**
 * Every public page with the date its content last changed.
 * `blogCategories` are the category pages the build produced (lower case).
 */
export function sitemapEntries(content: SitemapContent, blogCategories: string[]): SitemapEntry[] {
  const productDates = content.products.map((p) => p._updatedAt)
  const postDates = content.posts.map((p) => p._updatedAt)
  const everything = [...productDates, ...postDates, ...content.testimonials, content.settings]
  const entries: SitemapEntry[] = [
    { path: '/', lastmod: latest(everything) },
    ...catalogueEntries(content.products),
    { path: '/b2b', lastmod: latest([content.settings]) },
    { path: '/about', lastmod: latest([content.settings]) },
    { path: '/contact', lastmod: latest([content.settings]) },
    { path: '/blog', lastmod: latest(postDates) },
    { path: '/certification', lastmod: latest(content.certificates) },
    ...blogCategories.map((category) => ({
      path: `/blog/${segment(category)}`,
      lastmod: latest(content.posts.filter((p) => p.category?.toLowerCase() === category).map((p) => p._updatedAt)),
    })),
    ...content.products.map((p) => ({ path: `/products/${segment(p.slug)}`, lastmod: latest([p._updatedAt]) })),
    ...content.posts
      .filter((p) => p.category)
      .map((p) => ({
        path: `/blog/${segment(String(p.category).toLowerCase())}/${segment(p.slug)}`,
        lastmod: latest([p._updatedAt]),
      })),
    ...content.policies.map((p) => ({ path: `/policies/${segment(p.slug)}`, lastmod: latest([p._updatedAt]) })),
  ]
  const seen = new Set<string>()
  return entries.filter((e) => !NOT_IN_SITEMAP.has(e.path) && !seen.has(e.path) && seen.add(e.path))
}

function xmlEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/**
 * One <url> per page per language, each listing the page in every language it was built in and
 * x-default (English) as xhtml:link alternates, itself included: search engines want the set reciprocal.
 */
export function sitemapXml(siteUrl: string, entries: readonly BuiltEntry[]): string {
  const base = siteUrl.replace(/\/+$/, '')
  const urls = entries.flatMap((e) => {
    const lastmod = e.lastmod ? `<lastmod>${xmlEscape(new Date(e.lastmod).toISOString())}</lastmod>` : ''
    const href = (language: Language) => xmlEscape(base + pathInLanguage(e.path, language))
    const link = (hreflang: string, language: Language) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(language)}"/>`
    const alternates =
      e.languages.length < 2
        ? ''
        : e.languages.map((language) => link(languageInfo(language).hreflang, language)).join('') +
          (e.languages.includes(DEFAULT_LANGUAGE) ? link('x-default', DEFAULT_LANGUAGE) : '') +
          '\n  '
    return e.languages.map((language) => `  <url><loc>${href(language)}</loc>${lastmod}${alternates}</url>`)
  })
  const namespaces = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"'
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  // Nothing is disallowed: a blocked page cannot show search engines its canonical or noindex.
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`
}
