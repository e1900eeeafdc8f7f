import { describe, expect, it } from 'vitest'
import { headerRuleCount, headersFile, IMMUTABLE, MAX_HEADER_RULES, pagePatterns, redirectsFile } from '../../scripts/build/host-config'

const ENTRIES = [
  { name: 'assets', directory: true },
  { name: 'products', directory: true },
  { name: 'products.data', directory: false },
  { name: 'index.html', directory: false },
  { name: 'favicon.svg', directory: false },
  { name: '_headers', directory: false },
]

/** Which rules of a _headers file match a URL path (the hosts' splat semantics). */
function matching(file: string, url: string): string[] {
  return file
    .split('\n')
    .filter((l) => l.startsWith('/'))
    .filter((pattern) => new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`).test(url))
}

describe('the static host config', () => {
  const file = headersFile({ 'X-Content-Type-Options': 'nosniff' }, pagePatterns(ENTRIES))

  it('sends the security headers everywhere, immutable caching for assets and no-cache for pages', () => {
    expect(file).toContain('/*\n  X-Content-Type-Options: nosniff')
    expect(file).toContain(`/assets/*\n  Cache-Control: ${IMMUTABLE}`)
    expect(file).toContain('/products/*\n  Cache-Control: no-cache')
    expect(file).toContain('/products.data\n  Cache-Control: no-cache')
  })

  it('never sets Cache-Control twice for one path (hosts would join the values)', () => {
    const cacheRules = (url: string) => matching(file, url).filter((p) => p !== '/*')
    expect(cacheRules('/assets/root-abc.js')).toEqual(['/assets/*'])
    expect(cacheRules('/products/cumin-seeds')).toEqual(['/products/*'])
    expect(cacheRules('/')).toEqual(['/'])
  })

  it('stays within the rule limit of Cloudflare Pages', () => {
    expect(headerRuleCount(file)).toBeLessThanOrEqual(MAX_HEADER_RULES)
  })

  it('answers unknown paths with the not-found page and status 404, after the app-shell rewrites', () => {
    const lines = redirectsFile()
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
    expect(lines.at(-1)).toBe('/*  /404.html  404')
    expect(lines).toContain('/products/:slug  /__spa-fallback.html  200')
  })

  it("answers an unknown path in a language with that language's not-found page, before the English catch-all", () => {
    const lines = redirectsFile()
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
    const arabic = lines.indexOf('/ar/*  /ar/404.html  404')
    expect(arabic).toBeGreaterThan(lines.indexOf('/ar/products/:slug  /__spa-fallback.html  200'))
    expect(arabic).toBeLessThan(lines.indexOf('/*  /404.html  404'))
    expect(lines).toContain('/zh/blog/:category/:slug  /__spa-fallback.html  200')
  })
})
