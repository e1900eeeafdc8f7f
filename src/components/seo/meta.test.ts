import type { MetaDescriptor } from 'react-router'
import { msg } from '@lingui/core/macro'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadI18n } from '@/lib/i18n'
import { env } from '@/lib/env'
import { LANGUAGE_TABLE, LANGUAGES } from '../../../shared/languages'
import { pageMeta } from './meta'

const at = (pathname: string) => ({ matches: [], location: { pathname } })
const input = { title: 'Cumin', description: 'Whole cumin.', path: '/products/cumin-seeds-jeera' }

type Link = { tagName: 'link'; rel: string; href: string; hrefLang?: string }
const links = (tags: MetaDescriptor[], rel: string) => tags.filter((t): t is Link => 'tagName' in t && t.tagName === 'link' && t.rel === rel)
const alternates = (tags: MetaDescriptor[]) => Object.fromEntries(links(tags, 'alternate').map((l) => [l.hrefLang, l.href]))
const property = (tags: MetaDescriptor[], name: string) =>
  tags.filter((t) => 'property' in t && t.property === name).map((t) => (t as { content: string }).content)

beforeAll(async () => {
  await Promise.all(LANGUAGES.map((language) => loadI18n(language)))
})

describe('pageMeta in every language', () => {
  it("gives interface text in the page's language and the content's own text as it is", () => {
    const tags = pageMeta(at('/de/cart'), { title: msg`Shopping Cart`, description: 'Cumin, as staff wrote it.', path: '/cart' })
    expect(tags).toContainEqual({ title: 'Warenkorb | Spice & Makhana' })
    expect(tags).toContainEqual({ name: 'description', content: 'Cumin, as staff wrote it.' })
  })

  it("gives the page's own address in its language as canonical and og:url", () => {
    const tags = pageMeta(at('/ar/products/cumin-seeds-jeera'), input)
    expect(links(tags, 'canonical').map((l) => l.href)).toEqual([`${env.siteUrl}/ar/products/cumin-seeds-jeera`])
    expect(property(tags, 'og:url')).toEqual([`${env.siteUrl}/ar/products/cumin-seeds-jeera`])
  })

  it('lists the page in every language and x-default (English), the same list from every language', () => {
    const english = alternates(pageMeta(at('/products/cumin-seeds-jeera'), input))
    expect(english).toEqual({
      en: `${env.siteUrl}/products/cumin-seeds-jeera`,
      ar: `${env.siteUrl}/ar/products/cumin-seeds-jeera`,
      'zh-Hans': `${env.siteUrl}/zh/products/cumin-seeds-jeera`,
      de: `${env.siteUrl}/de/products/cumin-seeds-jeera`,
      'x-default': `${env.siteUrl}/products/cumin-seeds-jeera`,
    })
    for (const row of LANGUAGE_TABLE) {
      const own = pageMeta(at(row.code === 'en' ? input.path : `/${row.code}${input.path}`), input)
      // Reciprocal and self-referencing: each version names itself as canonical and lists the same set.
      expect(alternates(own)).toEqual(english)
      expect(english[row.hreflang]).toBe(links(own, 'canonical')[0]?.href)
    }
  })

  it('gives the home page in each language without a trailing slash after the prefix', () => {
    expect(alternates(pageMeta(at('/de'), { ...input, path: '/' }))).toMatchObject({ en: `${env.siteUrl}/`, de: `${env.siteUrl}/de` })
  })

  it("names the page's Open Graph locale and the others as alternates", () => {
    const tags = pageMeta(at('/zh/about'), { ...input, path: '/about' })
    expect(property(tags, 'og:locale')).toEqual(['zh_CN'])
    expect(property(tags, 'og:locale:alternate').sort()).toEqual(['ar_AE', 'de_DE', 'en_IN'])
  })

  it('puts the breadcrumbs in the page language', () => {
    const tags = pageMeta(at('/ar/products/cumin-seeds-jeera'), { ...input, breadcrumbs: [{ name: 'Cumin', path: input.path }] })
    const crumbs = tags.flatMap((t) => ('script:ld+json' in t ? [t['script:ld+json'] as { itemListElement: { item: string }[] }] : []))
    expect(crumbs[0]?.itemListElement.map((c) => c.item)).toEqual([`${env.siteUrl}/ar`, `${env.siteUrl}/ar/products/cumin-seeds-jeera`])
  })

  it('offers no other languages for a page kept out of the index', () => {
    expect(links(pageMeta(at('/ar/nowhere'), { ...input, path: '/404', noindex: true }), 'alternate')).toEqual([])
  })
})
