import { describe, expect, it } from 'vitest'
import { cspTest, gradeFor, hstsTest, referrerPolicyTest, scan, sriTest, type ObservedSite } from './observatory'

/** A site as the Observatory sees it; the defaults are those of a well-configured https site. */
function site(headers: Record<string, string>, extra: Partial<ObservedSite> = {}): ObservedSite {
  return {
    url: 'https://shop.example/',
    headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
    cookies: [],
    html: '<script src="/assets/app.js"></script>',
    corsHeaders: new Headers(),
    httpRoute: ['http://shop.example/', 'https://shop.example/'],
    ...extra,
  }
}

const STRONG = {
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=63072000',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

describe('the Observatory rule table', () => {
  it('gives the published maximum of a header-only site: 100 + 10 (CSP) + 5 (referrer) + 5 (frame-ancestors) + 10 (CORP)', () => {
    const result = scan(site({ ...STRONG, 'cross-origin-resource-policy': 'same-origin' }))
    expect(result.tests.every((t) => t.pass)).toBe(true)
    expect(result.score).toBe(130)
    expect(result.grade).toBe('A+')
  })

  it('fails a site with no headers at all, as the Observatory does (100 - 25 - 20 - 5 - 20 = 30, D)', () => {
    const result = scan(site({}))
    expect(result.score).toBe(30)
    expect(result.grade).toBe('D')
    expect(result.tests.filter((t) => !t.pass).map((t) => t.result)).toEqual([
      'csp-not-implemented',
      'hsts-not-implemented',
      'x-content-type-options-not-implemented',
      'x-frame-options-not-implemented',
    ])
  })

  it('withholds bonuses when the penalised score is under 90', () => {
    const result = scan(site({ ...STRONG, 'strict-transport-security': '', 'cross-origin-resource-policy': 'same-origin' }))
    // -20 (HSTS missing) leaves 80: the +20 of bonuses is not added.
    expect(result.score).toBe(80)
    expect(result.grade).toBe('B+')
  })

  it("scores 'unsafe-inline' in script-src as unsafe, but not when a hash disables it", () => {
    expect(cspTest(site({ 'content-security-policy': "script-src 'self' 'unsafe-inline'; object-src 'none'" })).result).toBe(
      'csp-implemented-with-unsafe-inline',
    )
    expect(cspTest(site({ 'content-security-policy': "script-src 'self' 'unsafe-inline' 'sha256-abc='; style-src 'self'; object-src 'none'" })).result).toBe(
      'csp-implemented-with-no-unsafe',
    )
  })

  it('treats a missing object-src or script-src as allowing everything', () => {
    expect(cspTest(site({ 'content-security-policy': "script-src 'self'" })).result).toBe('csp-implemented-with-unsafe-inline')
  })

  it("passes 'unsafe-inline' in style-src only, with no bonus", () => {
    const r = cspTest(site({ 'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'" }))
    expect(r).toMatchObject({ result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0, pass: true })
  })

  it('flags http sources on an https site, and not on an http one', () => {
    const csp = { 'content-security-policy': "default-src 'none'; script-src 'self'; connect-src http://api.example" }
    expect(cspTest(site(csp)).result).toBe('csp-implemented-with-insecure-scheme')
    expect(cspTest(site(csp, { url: 'http://localhost:4173/' })).result).toBe('csp-implemented-with-no-unsafe-default-src-none')
  })

  it('scores HSTS only over https, and below six months as weak', () => {
    expect(hstsTest(site(STRONG, { url: 'http://shop.example/' })).result).toBe('hsts-not-implemented-no-https')
    expect(hstsTest(site({ 'strict-transport-security': 'max-age=86400' })).modifier).toBe(-10)
    expect(hstsTest(site({ 'strict-transport-security': 'includeSubDomains' })).result).toBe('hsts-header-invalid')
  })

  it('reads the last recognised referrer policy', () => {
    expect(referrerPolicyTest(site({ 'referrer-policy': 'no-referrer, unsafe-url' })).result).toBe('referrer-policy-unsafe')
    expect(referrerPolicyTest(site({ 'referrer-policy': 'unsafe-url, strict-origin-when-cross-origin' })).result).toBe('referrer-policy-private')
  })

  it('needs no SRI for same-origin scripts, and penalises foreign scripts without it', () => {
    expect(sriTest(site({})).result).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin')
    expect(sriTest(site({}, { html: '<script src="https://cdn.other.example/x.js"></script>' })).result).toBe(
      'sri-not-implemented-but-external-scripts-loaded-securely',
    )
  })

  it('maps scores to the published grade chart', () => {
    expect([135, 100, 99, 90, 89, 84, 70, 25, 24, 0].map(gradeFor)).toEqual(['A+', 'A+', 'A', 'A', 'A-', 'B+', 'B', 'D-', 'F', 'F'])
  })
})
