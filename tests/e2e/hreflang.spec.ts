import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { DEFAULT_LANGUAGE, LANGUAGE_TABLE, languageOfPath } from '../../shared/languages'

// The built files themselves, no browser: every page the sitemap lists, as a crawler reads it.
const CLIENT = path.resolve(process.env.BUILD_DIR || 'build', 'client')

interface PageHead {
  lang: string | undefined
  dir: string | undefined
  canonical: string | undefined
  alternates: Map<string, string>
}

function readHead(html: string): PageHead {
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? ''
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1]
  const alternates = new Map<string, string>()
  for (const [tag] of html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/g)) {
    const hreflang = attribute(tag, 'hreflang')
    const href = attribute(tag, 'href')
    if (hreflang && href) alternates.set(hreflang, href)
  }
  const canonicalTag = /<link\b[^>]*\brel="canonical"[^>]*>/.exec(html)?.[0]
  return {
    lang: attribute(htmlTag, 'lang'),
    dir: attribute(htmlTag, 'dir'),
    canonical: canonicalTag ? attribute(canonicalTag, 'href') : undefined,
    alternates,
  }
}

function builtFile(pathname: string): string {
  return pathname === '/' ? path.join(CLIENT, 'index.html') : path.join(CLIENT, pathname, 'index.html')
}

test('every page in the sitemap names all its languages, and each of them names it back', async () => {
  const sitemap = await readFile(path.join(CLIENT, 'sitemap.xml'), 'utf8')
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!)
  expect(locs.length).toBeGreaterThan(LANGUAGE_TABLE.length * 10)

  const heads = new Map<string, PageHead>()
  for (const loc of locs) heads.set(loc, readHead(await readFile(builtFile(new URL(loc).pathname), 'utf8')))

  const problems: string[] = []
  for (const [loc, head] of heads) {
    const row = LANGUAGE_TABLE.find((r) => r.code === languageOfPath(new URL(loc).pathname))!
    if (head.lang !== row.hreflang || head.dir !== row.dir) problems.push(`${loc}: <html lang="${head.lang}" dir="${head.dir}">`)
    if (head.canonical !== loc) problems.push(`${loc}: canonical ${head.canonical}`)
    if (head.alternates.get(row.hreflang) !== loc) problems.push(`${loc}: no self-referencing ${row.hreflang}`)
    const english = head.alternates.get(LANGUAGE_TABLE.find((r) => r.code === DEFAULT_LANGUAGE)!.hreflang)
    if (!english || head.alternates.get('x-default') !== english) problems.push(`${loc}: x-default is not the English page`)
    for (const [hreflang, href] of head.alternates) {
      const other = heads.get(href)
      if (!other) problems.push(`${loc}: ${hreflang} ${href} is not in the sitemap`)
      else if (JSON.stringify([...other.alternates].sort()) !== JSON.stringify([...head.alternates].sort()))
        problems.push(`${loc}: ${href} names a different set of alternates`)
    }
  }
  expect(problems).toEqual([])
})

interface LdNode {
  '@type'?: string | string[]
  name?: string
  category?: string
  description?: string
}

/** The page's JSON-LD node of `type` (a node typed ['Organization', 'LocalBusiness'] counts as both). */
function ldNode(html: string, type: string): LdNode | undefined {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .flatMap(([, json]) => [JSON.parse(json!)].flat() as LdNode[])
    .find((node) => [node['@type']].flat().includes(type))
}

/** Text as React writes it into HTML, read back. */
function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name]!)
}

test('every product page is titled, shared and described to search engines with the name and category it shows, in its language', async () => {
  const sitemap = await readFile(path.join(CLIENT, 'sitemap.xml'), 'utf8')
  const productPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc!).pathname)
    .filter((pathname) => /^(\/[a-z]{2})?\/products\/(?!category\/|page\/)[^/]+$/.test(pathname))
  expect(productPages.length).toBeGreaterThanOrEqual(LANGUAGE_TABLE.length * 50)

  const problems: string[] = []
  const englishTitles = new Set<string>()
  const translatedTitles = new Set<string>()
  for (const pathname of productPages) {
    const html = await readFile(builtFile(pathname), 'utf8')
    const text = (pattern: RegExp) => {
      const found = pattern.exec(html)?.[1]
      return found === undefined ? undefined : unescapeHtml(found)
    }
    const name = text(/<h1\b[^>]*>([^<]*)<\/h1>/)
    // The breadcrumb's second link is the product's category, as the page names it.
    const category = text(/class="breadcrumb"><ol><li><a [^>]*>[^<]*<\/a><\/li><li><a [^>]*>([^<]*)<\/a>/)
    const brand = text(/<meta property="og:site_name" content="([^"]*)"/)
    const title = text(/<title>([^<]*)<\/title>/)
    // "Name (Category)" in each language's own punctuation (src/locales), then the brand.
    if (!name || !category || !title?.startsWith(name) || !title.includes(category) || !title.endsWith(` | ${brand}`))
      problems.push(`${pathname}: <title> "${title}" does not name "${name}" in "${category}"`)
    if (text(/<meta property="og:title" content="([^"]*)"/) !== title) problems.push(`${pathname}: og:title is not the title`)
    const product = ldNode(html, 'Product')
    if (product?.name !== name || product?.category !== category) problems.push(`${pathname}: JSON-LD Product "${product?.name}" in "${product?.category}"`)
    // The image's description is staff's, in English: marked so on another language's page, and only there.
    const image = /<img class="product-image"[^>]*>/.exec(html)?.[0] ?? ''
    const english = languageOfPath(pathname) === DEFAULT_LANGUAGE
    if (!/ alt="[^"]+"/.test(image) || / lang="en"/.test(image) === english) problems.push(`${pathname}: image ${image.replace(/ src(set)?="[^"]*"/gi, '')}`)
    if (title) (english ? englishTitles : translatedTitles).add(title)
  }
  expect(problems).toEqual([])
  // The seed translates every product: no page in another language is titled as an English one is.
  expect([...translatedTitles].filter((title) => englishTitles.has(title))).toEqual([])
})

test('each language’s home page describes the business in that language, as its settings are translated', async () => {
  const description = async (pathname: string) => {
    return ldNode(await readFile(builtFile(pathname), 'utf8'), 'Organization')?.description
  }
  const english = await description('/')
  expect(english).toMatch(/^Spice & Makhana Co\. is an import and export house/)
  for (const row of LANGUAGE_TABLE.filter((r) => r.code !== DEFAULT_LANGUAGE)) {
    const translated = await description(`/${row.code}`)
    expect(translated, row.code).toBeTruthy()
    expect(translated, row.code).not.toBe(english)
  }
})

test('staff’s fields written once, in English, are marked so on other languages’ pages; the opening hours are in the page’s language, and phone numbers read left to right', async () => {
  const contact = await readFile(builtFile('/ar/contact'), 'utf8')
  // The seed's hours ("Monday-Friday", "9:00 AM - 6:00 PM"; "Sunday", "Closed") read in Arabic.
  expect(contact).toContain('<dt>من الاثنين إلى الجمعة</dt>')
  expect(contact).toContain('<dt>الأحد</dt><dd>مغلق</dd>')
  expect(contact).not.toContain('<dt>Monday-Friday</dt>')
  // A phone number reads +91 first on an Arabic page: the link runs left to right, and in a sentence it is isolated so.
  expect(contact).toContain('<a href="tel:+919990000001" dir="ltr">+91 99900 00001</a>')
  expect(contact).toContain('\u2066+91 99900 00001\u2069')
  // The footer's credit, on every page.
  expect(contact).toMatch(/<a [^>]*lang="en" dir="ltr"[^>]*>Website by Example Studio<\/a>/)
  const certificates = await readFile(builtFile('/zh/certification'), 'utf8')
  expect(certificates).toContain('<h2 class="certificate-title"><span lang="en">SAMPLE - FSSAI Central Licence</span>')
  const product = await readFile(builtFile('/de/products/cumin-seeds-jeera'), 'utf8')
  expect(product).toContain('<bdi lang="en">SAMPLE - FSSAI Central Licence</bdi>')
  // In Arabic sentences the brand's name is isolated, so its full stop stays at its end (the About page's
  // profile, and the seed's translated footer text); English has no need of it.
  const about = await readFile(builtFile('/ar/about'), 'utf8')
  expect(about).toContain('<p>\u2068Spice &amp; Makhana Co.\u2069 شركة تقدّم')
  expect(about).toContain('شركة \u2068Spice &amp; Makhana Co.\u2069 دار استيراد')
  expect(await readFile(builtFile('/about'), 'utf8')).not.toContain('\u2068')
  const home = await readFile(builtFile('/ar'), 'utf8')
  expect(home).toMatch(/<blockquote lang="en" dir="ltr"><p>We switched our whole spices/)
  expect(home).toContain('<span class="testimonial-type">التوابل</span>')
})
