import type { MetaDescriptor } from 'react-router'
import { env } from '@/lib/env'
import type { SiteSettings } from '@/lib/queries'
import { breadcrumbJsonLd } from './breadcrumb-json-ld'
import type { SiteStructuredData } from './json-ld'
import { clean } from '@/lib/presentation'

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

export interface PageMetaInput {
  title: string
  description: string
  path: string
  image?: string | null
  type?: 'website' | 'article' | 'product'
  jsonLd?: object[]
  /** Crumbs below Home, ending with this page: a BreadcrumbList is added for them. */
  breadcrumbs?: readonly { name: string; path: string }[]
  noindex?: boolean
}

/** Title, description, canonical URL, Open Graph and Twitter tags, and JSON-LD for one page. */
export function pageMeta(matches: readonly (RootMatch | undefined)[], pageInput: PageMetaInput): MetaDescriptor[] {
  // Head tags and structured data take text only, never the preview's invisible edit data.
  const input = clean(pageInput)
  const brand = clean(settingsFromMatches(matches)?.brandName) ?? 'Spice & Makhana'
  const title = input.title === brand ? brand : `${input.title} | ${brand}`
  const url = `${env.siteUrl}${input.path}`
  const image = input.image ?? `${env.siteUrl}/og-image.png`
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: brand },
    { property: 'og:type', content: input.type === 'article' ? 'article' : input.type === 'product' ? 'product' : 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
  ]
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' })
  const jsonLd = [...(input.jsonLd ?? [])]
  if (input.breadcrumbs?.length) jsonLd.push(breadcrumbJsonLd(env.siteUrl, [{ name: 'Home', path: '/' }, ...input.breadcrumbs]))
  for (const data of jsonLd) tags.push({ 'script:ld+json': data })
  return tags
}
