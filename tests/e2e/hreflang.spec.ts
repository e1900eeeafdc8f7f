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
