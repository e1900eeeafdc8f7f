import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describeFindings, scanDirectory } from '../../scripts/build/secret-scan'
import { expect, test } from './fixtures'

const BASE = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:4973')
// The same default as services/shared/config.ts: scripts/e2e.ts builds into BUILD_DIR.
const CLIENT = path.resolve(process.env.BUILD_DIR || 'build', 'client')

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
]

function directive(csp: string, name: string): string {
  return (
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? ''
  )
}

test.describe('response headers', () => {
  test('pages, assets and the not-found page carry the security headers', async ({ request }) => {
    const page = await request.get('/')
    const asset = (await page.text()).match(/\/assets\/[^"]+\.js/)?.[0] ?? ''
    expect(asset).not.toBe('')
    for (const res of [page, await request.get(asset), await request.get('/no-such-page')]) {
      for (const name of SECURITY_HEADERS) expect(res.headers()[name], `${name} on ${res.url()}`).toBeTruthy()
    }
  })

  test('the CSP allows scripts from the site and hashes only, framing by the Studio only, no plugins or base URL', async ({ request }) => {
    const csp = (await request.get('/')).headers()['content-security-policy'] ?? ''
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/)
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("default-src 'none'")
    for (const d of ["object-src 'none'", "base-uri 'none'"]) expect(csp).toContain(d)
    // Presentation (the Studio) may show the site in a frame; no other page may.
    expect(directive(csp, 'frame-ancestors')).toBe(`frame-ancestors ${new URL(process.env.E2E_STUDIO_ORIGIN ?? '').origin}`)
    const connect = directive(csp, 'connect-src').split(' ').slice(1)
    const community = process.env.VITE_COMMUNITY_BLOG_ORIGIN ? [new URL(process.env.VITE_COMMUNITY_BLOG_ORIGIN).origin] : []
    const services = [process.env.E2E_LAKE_URL, process.env.E2E_MAIL_URL].map((u) => new URL(u ?? '').origin)
    expect(connect).toEqual(["'self'", ...services, ...community])
  })

  test('HSTS lasts a year or more; referrer, sniffing and features are locked down', async ({ request }) => {
    const headers = (await request.get('/')).headers()
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000)
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['permissions-policy']).toContain('camera=()')
  })

  test('the static host gets the same security headers as the local server', async ({ request }) => {
    const served = (await request.get('/')).headers()
    const file = await readFile(path.join(CLIENT, '_headers'), 'utf8')
    const block = file.split('\n\n').find((b) => b.startsWith('/*\n')) ?? ''
    const lines = block
      .split('\n')
      .slice(1)
      .map((l) => l.trim())
    expect(lines.length).toBe(SECURITY_HEADERS.length)
    for (const line of lines) {
      const [name = '', ...value] = line.split(': ')
      expect(served[name.toLowerCase()], name).toBe(value.join(': '))
    }
  })

  test('the list of script hashes stays out of reach of browsers', async ({ request }) => {
    expect((await request.get('/csp-hashes.json')).status()).toBe(404)
  })
})

// Each page's own checks (no CSP violation while it hydrates, safe external links) are in every-page.spec.ts.
test.describe('every page under the policy', () => {
  test('the footer has external links, so the link check of every-page.spec.ts checks something', async ({ page }) => {
    await page.goto('/')
    const outside = page.getByRole('contentinfo').locator(`a[href^="http"]:not([href^="${BASE.origin}"])`)
    expect(await outside.count()).toBeGreaterThan(0)
  })
})

test('the built bundle holds no Sanity token, EmailJS private key or build secret', async () => {
  const assets = await readFile(path.join(CLIENT, 'index.html'), 'utf8')
  expect(assets).toContain('/assets/')
  const findings = await scanDirectory(CLIENT)
  expect(findings, describeFindings(findings)).toEqual([])
})
