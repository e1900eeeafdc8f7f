// Apart from json-ld.ts because every page's first load carries it.
import { SCHEMA_CONTEXT as CONTEXT, type BreadcrumbListLd } from './json-ld-types'

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

/** Crumbs from the home page down to the current page, paths relative to the site. */
export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly { name: string; path: string }[]): BreadcrumbListLd {
  const base = trimSlash(siteUrl)
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: `${base}${c.path}` })),
  }
}
