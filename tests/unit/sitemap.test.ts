import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapEntries, sitemapXml } from '../../scripts/build/sitemap'
import type { SitemapContent } from '../../src/lib/queries'
import { LANGUAGES } from '../../shared/languages'

/** Each <url>'s address and its alternates by hreflang, read back from the XML. */
function parseUrls(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, href]),
    ),
  }))
}

const CONTENT: SitemapContent = {
  products: [
    { slug: 'cumin-seeds', category: 'Whole Spices', _updatedAt: '2025-03-01T10:00:00Z' },
    { slug: 'phool-makhana', category: 'Makhana', _updatedAt: '2025-04-02T10:00:00Z' },
  ],
  posts: [
    { slug: 'makhana-benefits', category: 'Health', _updatedAt: '2025-02-01T08:00:00Z' },
    // A post saved before its required category was set: the schema says string, the lake may say null.
    { slug: 'no-category', category: null as unknown as string, _updatedAt: '2025-05-01T08:00:00Z' },
  ],
  policies: [{ slug: 'privacy-policy', _updatedAt: '2024-12-31T00:00:00Z' }],
  settings: '2025-01-15T00:00:00Z',
  certificates: ['2024-06-01T00:00:00Z', '2025-01-20T00:00:00Z'],
  testimonials: ['2025-06-01T00:00:00Z'],
}

describe('sitemapEntries', () => {
  const entries = sitemapEntries(CONTENT, ['culture', 'health'])
  const byPath = new Map(entries.map((e) => [e.path, e.lastmod]))

  it('lists every public page, product, post, policy and the certification page once', () => {
    expect(entries.map((e) => e.path)).toEqual([
      '/',
      '/products',
      '/products/category/whole-spices',
      '/products/category/ground-spices',
      '/products/category/blends',
      '/products/category/retail-packs',
      '/products/category/makhana',
      '/b2b',
      '/about',
      '/contact',
      '/blog',
      '/certification',
      '/blog/culture',
      '/blog/health',
      '/products/cumin-seeds',
      '/products/phool-makhana',
      '/blog/health/makhana-benefits',
      '/policies/privacy-policy',
    ])
  })

  it('lists every page of a category that fills more than one', () => {
    const many = {
      ...CONTENT,
      products: Array.from({ length: 30 }, (_, i) => ({ slug: `p${i}`, category: 'Blends' as const, _updatedAt: '2025-03-01T10:00:00Z' })),
    }
    const paths = sitemapEntries(many, []).map((e) => e.path)
    expect(paths).toContain('/products/page/2')
    expect(paths).toContain('/products/category/blends/page/2')
    expect(paths).not.toContain('/products/page/3')
  })

  it('leaves out the per-visitor pages and the duplicate /product address', () => {
    for (const path of ['/cart', '/checkout', '/product', '/404']) expect(byPath.has(path)).toBe(false)
  })

  it('dates each page by the newest content it shows', () => {
    expect(byPath.get('/')).toBe('2025-06-01T00:00:00Z')
    expect(byPath.get('/products')).toBe('2025-04-02T10:00:00Z')
    expect(byPath.get('/products/category/whole-spices')).toBe('2025-03-01T10:00:00Z')
    expect(byPath.get('/products/category/blends')).toBeUndefined()
    expect(byPath.get('/certification')).toBe('2025-01-20T00:00:00Z')
    expect(byPath.get('/blog/health')).toBe('2025-02-01T08:00:00Z')
    expect(byPath.get('/blog/culture')).toBeUndefined()
    expect(byPath.get('/about')).toBe('2025-01-15T00:00:00Z')
  })
})

describe('sitemapXml and robotsTxt', () => {
  it('writes absolute, escaped URLs with W3C dates', () => {
    const xml = sitemapXml('https://spices.example/', [
      { path: '/products/a&b', lastmod: '2025-03-01T10:00:00Z', languages: ['en'] },
      { path: '/blog', languages: ['en'] },
    ])
    expect(xml).toContain('<url><loc>https://spices.example/products/a&amp;b</loc><lastmod>2025-03-01T10:00:00.000Z</lastmod></url>')
    expect(xml).toContain('<url><loc>https://spices.example/blog</loc></url>')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })

  it('lists each page in every language it was built in, each with the same alternates and x-default', () => {
    const xml = sitemapXml('https://spices.example', [
      { path: '/', languages: LANGUAGES },
      { path: '/products/cumin-seeds', lastmod: '2025-03-01T10:00:00Z', languages: LANGUAGES },
    ])
    const urls = parseUrls(xml)
    expect(urls.map((u) => u.loc)).toEqual([
      'https://spices.example/',
      'https://spices.example/ar',
      'https://spices.example/zh',
      'https://spices.example/de',
      'https://spices.example/products/cumin-seeds',
      'https://spices.example/ar/products/cumin-seeds',
      'https://spices.example/zh/products/cumin-seeds',
      'https://spices.example/de/products/cumin-seeds',
    ])
    expect(urls[5]?.alternates).toEqual({
      en: 'https://spices.example/products/cumin-seeds',
      ar: 'https://spices.example/ar/products/cumin-seeds',
      'zh-Hans': 'https://spices.example/zh/products/cumin-seeds',
      de: 'https://spices.example/de/products/cumin-seeds',
      'x-default': 'https://spices.example/products/cumin-seeds',
    })
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })

  it('is reciprocal: every alternate is itself listed, naming the same set, itself included', () => {
    const xml = sitemapXml('https://spices.example', [
      { path: '/about', languages: LANGUAGES },
      // Built in two languages only: the alternates name those two, and no x-default without English.
      { path: '/blog/health/makhana', languages: ['ar', 'de'] },
    ])
    const byLoc = new Map(parseUrls(xml).map((u) => [u.loc, u.alternates]))
    for (const [loc, alternates] of byLoc) {
      expect(Object.values(alternates)).toContain(loc)
      for (const href of Object.values(alternates)) expect(byLoc.get(href)).toEqual(alternates)
    }
    expect(byLoc.get('https://spices.example/ar/blog/health/makhana')).toEqual({
      ar: 'https://spices.example/ar/blog/health/makhana',
      de: 'https://spices.example/de/blog/health/makhana',
    })
  })

  it('points robots.txt at the sitemap and blocks nothing', () => {
    expect(robotsTxt('https://spices.example')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://spices.example/sitemap.xml\n')
  })
})
