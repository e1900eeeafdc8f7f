import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MetaDescriptor } from 'react-router'
import { i18nFor } from '@/lib/i18n'
import { env } from '@/lib/env'
import type { SiteSettings } from '@/lib/queries'
import { breadcrumbJsonLd } from './breadcrumb-json-ld'
import type { SiteStructuredData } from './json-ld'
import { clean } from '@/lib/presentation'
import { LANGUAGE_TABLE, DEFAULT_LANGUAGE, languageInfo, languageOfPath, pathInLanguage, type Language } from '../../../shared/languages'

interface RootMatch {
  id: string
  loaderData?: unknown
}

/** The site settings from the root route's data, as seen by a route's `meta` function. */
export function settingsFromMatches(matches: readonly (RootMatch | undefined)[]): SiteSettings | null {
  const root = matches.find((m) => m?.id === 'root')
  const data = root?.loaderData as { settings?: SiteSettings } | undefined
  return data?.settings ?? null
}

/** The business's Organization and WebSite nodes, built by the root route's loaders (root.tsx). */
export function siteLdFromMatches(matches: readonly (RootMatch | undefined)[]): SiteStructuredData | null {
  const root = matches.find((m) => m?.id === 'root')
  const data = root?.loaderData as { siteLd?: SiteStructuredData | null } | undefined
  return data?.siteLd ?? null
}

/** What pageMeta reads of a route's `meta` arguments: the root's data, and the address for the page's language. */
export interface MetaPage {
  matches: readonly (RootMatch | undefined)[]
  location: { pathname: string }
}

/** The absolute URL of an English path in the page's language: '/contact' on /ar/… is https://…/ar/contact. */
export function pageUrl(location: { pathname: string }, path: string): string {
  return `${env.siteUrl}${pathInLanguage(path, languageOfPath(location.pathname))}`
}

/** The page in every language, and x-default (English) for a reader of none of them; each page lists all, itself included. */
function alternateLinks(path: string): MetaDescriptor[] {
  const href = (language: Language) => `${env.siteUrl}${pathInLanguage(path, language)}`
  return [
    ...LANGUAGE_TABLE.map((row) => ({ tagName: 'link' as const, rel: 'alternate', hrefLang: row.hreflang, href: href(row.code) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: href(DEFAULT_LANGUAGE) },
  ]
}

/** Text in the page's language: interface text from the catalogue (msg`…`), the content's own text as it is, or text made with the page's catalogue. */
export type MetaText = string | MessageDescriptor | ((i18n: I18n) => string)

export interface PageMetaInput {
  title: MetaText
  description: MetaText
  /** The English path ('/products'): the page's own language and the alternates are made from it. */
  path: string
  image?: string | null
  type?: 'website' | 'article' | 'product'
  jsonLd?: object[]
  /** Crumbs below Home, ending with this page: a BreadcrumbList is added for them. */
  breadcrumbs?: readonly { name: MetaText; path: string }[]
  noindex?: boolean
}

/** Title, description, canonical URL and its other languages, Open Graph and Twitter tags, and JSON-LD for one page. */
export function pageMeta({ matches, location }: MetaPage, pageInput: PageMetaInput): MetaDescriptor[] {
  const language = languageInfo(languageOfPath(location.pathname))
  // The root's loader (or, in the browser, root.tsx) has loaded the language's catalogue before any meta runs.
  const i18n = i18nFor(language.code)
  const say = (text: MetaText) => (typeof text === 'string' ? text : typeof text === 'function' ? text(i18n) : i18n._(text))
  // Head tags and structured data take text only, never the preview's invisible edit data.
  const input = clean({
    ...pageInput,
    title: say(pageInput.title),
    description: say(pageInput.description),
    breadcrumbs: pageInput.breadcrumbs?.map((c) => ({ ...c, name: say(c.name) })),
  })
  const brand = clean(settingsFromMatches(matches)?.brandName) ?? 'Spice & Makhana'
  const title = input.title === brand ? brand : `${input.title} | ${brand}`
  const url = pageUrl(location, input.path)
  const image = input.image ?? `${env.siteUrl}/og-image.png`
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    // A page kept out of the index has no versions to offer in other languages.
    ...(input.noindex ? [] : alternateLinks(input.path)),
    { property: 'og:site_name', content: brand },
    { property: 'og:type', content: input.type === 'article' ? 'article' : input.type === 'product' ? 'product' : 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: language.ogLocale },
    ...LANGUAGE_TABLE.filter((row) => row.code !== language.code).map((row) => ({ property: 'og:locale:alternate', content: row.ogLocale })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
  ]
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' })
  const jsonLd = [...(input.jsonLd ?? [])]
  const crumbs = [{ name: i18n._(msg`Home`), path: '/' }, ...(input.breadcrumbs ?? [])].map((c) => ({ ...c, path: pathInLanguage(c.path, language.code) }))
  if (input.breadcrumbs?.length) jsonLd.push(breadcrumbJsonLd(env.siteUrl, crumbs))
  for (const data of jsonLd) tags.push({ 'script:ld+json': data })
  return tags
}
