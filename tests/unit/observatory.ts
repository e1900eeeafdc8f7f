/**
 * The MDN HTTP Observatory's published scoring (mdn/mdn-http-observatory: src/grader/charts.js
 * for the modifiers, src/analyzer/tests/*.js for when each result applies, src/scanner/index.js
 * for the sum), re-implemented for the headers our server sends. Judgements: docs/decisions/003.
 */

export interface ObservedSite {
  /** The URL that answered (its scheme decides what HSTS and mixed-content rules apply). */
  url: string
  headers: Headers
  /** Set-Cookie values of the answer. */
  cookies: string[]
  html: string
  /** Headers of the same URL fetched with an `Origin` header (the CORS probe). */
  corsHeaders: Headers
  /** URLs visited from http://host/ by following redirects; null when nothing listens on http. */
  httpRoute: string[] | null
}

export interface TestResult {
  test: string
  result: string
  modifier: number
  pass: boolean
}

export interface Scan {
  score: number
  grade: string
  tests: TestResult[]
}

const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-implemented-but-duplicate-directives': 0,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'cross-origin-resource-policy-not-implemented': 0,
  'cross-origin-resource-policy-implemented-with-same-origin': 10,
  'cross-origin-resource-policy-implemented-with-same-site': 10,
  'cross-origin-resource-policy-implemented-with-cross-origin': 0,
  'cross-origin-resource-policy-header-invalid': -5,
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90

function result(test: string, name: string, pass: boolean): TestResult {
  const modifier = MODIFIERS[name]
  if (modifier === undefined) throw new Error(`unknown Observatory result ${name}`)
  return { test, result: name, modifier, pass }
}

export type Csp = Map<string, Set<string>>

/** One policy: `directive source source; …`. Throws on what the Observatory calls unparseable. */
export function parseCsp(header: string): Csp {
  const csp: Csp = new Map()
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (!name) continue
    const directive = name.toLowerCase()
    if (!/^[a-z][a-z-]*$/.test(directive)) throw new Error(`invalid directive ${name}`)
    // A repeated directive is ignored by browsers: the first one counts.
    if (!csp.has(directive)) csp.set(directive, new Set(values.map((v) => (v.startsWith("'sha") || v.startsWith("'nonce") ? v : v.toLowerCase()))))
  }
  if (csp.size === 0) throw new Error('empty policy')
  return csp
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'])
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:'])
const BROAD_OR_INLINE = new Set([...BROAD, ...UNSAFE_INLINE])
const HASH_OR_NONCE = /^'(sha256-|sha384-|sha512-|nonce-)/

function hasDuplicateDirectives(policy: string): boolean {
  const names = policy
    .split(';')
    .map((p) => p.trim().split(/\s+/)[0]?.toLowerCase())
    .filter(Boolean)
  return new Set(names).size !== names.length
}

export function cspTest(site: ObservedSite): TestResult {
  const passed = cspResult(site)
  const header = site.headers.get('content-security-policy') ?? ''
  if (passed.pass && hasDuplicateDirectives(header.split(',')[0] ?? '')) return result(passed.test, 'csp-implemented-but-duplicate-directives', true)
  return passed
}

function cspResult(site: ObservedSite): TestResult {
  const t = 'content-security-policy'
  const header = site.headers.get('content-security-policy')
  if (!header) return result(t, 'csp-not-implemented', false)
  let csp: Csp
  try {
    csp = parseCsp(header.split(',')[0] ?? '')
  } catch {
    return result(t, 'csp-header-invalid', false)
  }
  const https = new URL(site.url).protocol === 'https:'
  const all = new Set(['*'])
  const get = (d: string, fallback = true) => new Set(csp.get(d) ?? (fallback ? csp.get('default-src') : undefined) ?? all)
  const script = get('script-src')
  const style = get('style-src')
  const object = get('object-src')
  for (const list of [script, style]) {
    if ([...list].some((s) => HASH_OR_NONCE.test(s))) list.delete("'unsafe-inline'")
  }
  if (script.has("'strict-dynamic'")) {
    if (![...script].some((s) => HASH_OR_NONCE.test(s))) return result(t, 'csp-header-invalid', false)
    for (const s of [...script]) if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") script.delete(s)
  }
  const passive = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])])
  const active = [...csp.entries()].filter(([d]) => !['img-src', 'media-src', 'script-src'].includes(d)).flatMap(([, v]) => [...v])
  active.push(...script)
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:')
  if ([...script].some((s) => BROAD_OR_INLINE.has(s)) || [...object].some((s) => BROAD.has(s))) return result(t, 'csp-implemented-with-unsafe-inline', false)
  if (https && active.some(insecure)) return result(t, 'csp-implemented-with-insecure-scheme', false)
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return result(t, 'csp-implemented-with-unsafe-eval', false)
  if (https && passive.some(insecure)) return result(t, 'csp-implemented-with-insecure-scheme-in-passive-content-only', true)
  if ([...style].some((s) => BROAD_OR_INLINE.has(s))) return result(t, 'csp-implemented-with-unsafe-inline-in-style-src-only', true)
  const defaultSrc = csp.get('default-src')
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) return result(t, 'csp-implemented-with-no-unsafe-default-src-none', true)
  return result(t, 'csp-implemented-with-no-unsafe', true)
}

/** Frame-ancestors read from the CSP header; exported for the X-Frame-Options rule. */
function hasFrameAncestors(site: ObservedSite): boolean {
  const header = site.headers.get('content-security-policy')
  if (!header) return false
  try {
    return parseCsp(header.split(',')[0] ?? '').has('frame-ancestors')
  } catch {
    return false
  }
}

function hstsProtects(site: ObservedSite): boolean {
  return hstsTest(site).result === 'hsts-implemented-max-age-at-least-six-months'
}

export function cookiesTest(site: ObservedSite): TestResult {
  const t = 'cookies'
  if (site.cookies.length === 0) return result(t, 'cookies-not-found', true)
  const parsed = site.cookies.map((raw) => {
    const [pair = '', ...attrs] = raw.split(';').map((s) => s.trim())
    const name = pair.split('=')[0]?.toLowerCase() ?? ''
    const flags = new Map(attrs.map((a) => [a.split('=')[0]?.toLowerCase() ?? '', (a.split('=')[1] ?? '').toLowerCase()]))
    return { session: /sess|login|sid|token/.test(name), secure: flags.has('secure'), httpOnly: flags.has('httponly'), sameSite: flags.get('samesite') }
  })
  const hsts = hstsProtects(site)
  if (parsed.some((c) => c.sameSite !== undefined && !['strict', 'lax', 'none'].includes(c.sameSite))) return result(t, 'cookies-samesite-flag-invalid', false)
  if (parsed.some((c) => c.session && !c.secure))
    return result(t, hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag', false)
  if (parsed.some((c) => c.session && !c.httpOnly)) return result(t, 'cookies-session-without-httponly-flag', false)
  if (parsed.some((c) => !c.secure)) return result(t, hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag', false)
  if (parsed.every((c) => c.sameSite === 'strict' || c.sameSite === 'lax')) return result(t, 'cookies-secure-with-httponly-sessions-and-samesite', true)
  return result(t, 'cookies-secure-with-httponly-sessions', true)
}

export const CORS_PROBE_ORIGIN = 'https://http-observatory.security.mozilla.org'

export function corsTest(site: ObservedSite): TestResult {
  const t = 'cross-origin-resource-sharing'
  const acao = site.corsHeaders.get('access-control-allow-origin')?.trim().toLowerCase()
  if (!acao) return result(t, 'cross-origin-resource-sharing-not-implemented', true)
  if (acao === '*') return result(t, 'cross-origin-resource-sharing-implemented-with-public-access', true)
  const credentials = site.corsHeaders.get('access-control-allow-credentials')?.trim().toLowerCase() === 'true'
  if (acao === CORS_PROBE_ORIGIN && credentials) return result(t, 'cross-origin-resource-sharing-implemented-with-universal-access', false)
  return result(t, 'cross-origin-resource-sharing-implemented-with-restricted-access', true)
}

export function redirectionTest(site: ObservedSite): TestResult {
  const t = 'redirection'
  const route = site.httpRoute
  if (!route) return result(t, 'redirection-not-needed-no-http', true)
  if (route.length <= 1) return result(t, 'redirection-missing', false)
  const urls = route.map((u) => new URL(u))
  if (urls.at(-1)?.protocol !== 'https:') return result(t, 'redirection-not-to-https', false)
  if (urls[1]?.protocol === 'http:') return result(t, 'redirection-not-to-https-on-initial-redirection', false)
  if (urls[0]?.hostname !== urls[1]?.hostname) return result(t, 'redirection-off-host-from-http', false)
  return result(t, 'redirection-to-https', true)
}

export function referrerPolicyTest(site: ObservedSite): TestResult {
  const t = 'referrer-policy'
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']
  const header = site.headers.get('referrer-policy')
  if (!header) return result(t, 'referrer-policy-not-implemented', true)
  const policy =
    header
      .split(',')
      .map((p) => p.trim().toLowerCase())
      .filter((p) => good.includes(p) || bad.includes(p))
      .at(-1) ?? ''
  if (good.includes(policy)) return result(t, 'referrer-policy-private', true)
  if (bad.includes(policy)) return result(t, 'referrer-policy-unsafe', false)
  return result(t, 'referrer-policy-header-invalid', false)
}

const SIX_MONTHS = 15_552_000

export function hstsTest(site: ObservedSite): TestResult {
  const t = 'strict-transport-security'
  // Browsers ignore HSTS received over plain http, and so does the Observatory.
  if (new URL(site.url).protocol !== 'https:') return result(t, 'hsts-not-implemented-no-https', false)
  const header = site.headers.get('strict-transport-security')
  if (!header) return result(t, 'hsts-not-implemented', false)
  if (header.includes(',')) return result(t, 'hsts-header-invalid', false)
  const maxAge = header
    .split(';')
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith('max-age='))
  const seconds = maxAge ? Number.parseInt(maxAge.slice(8), 10) : Number.NaN
  if (Number.isNaN(seconds)) return result(t, 'hsts-header-invalid', false)
  return seconds < SIX_MONTHS
    ? result(t, 'hsts-implemented-max-age-less-than-six-months', false)
    : result(t, 'hsts-implemented-max-age-at-least-six-months', true)
}

export function sriTest(site: ObservedSite): TestResult {
  const t = 'subresource-integrity'
  const type = site.headers.get('content-type')?.split(';')[0]?.trim()
  if (type && type !== 'text/html') return result(t, 'sri-not-implemented-response-not-html', true)
  const scripts = [...site.html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '')
  if (scripts.length === 0) return result(t, 'sri-not-implemented-but-no-scripts-loaded', true)
  const page = new URL(site.url)
  let foreign = false
  let worst: string | null = null
  let sameOriginWithSri = false
  for (const attrs of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]
    if (!src) continue
    const integrity = /\bintegrity\s*=/.test(attrs)
    const relative = !/^(https?:)?\/\//i.test(src)
    const url = new URL(src, page)
    const sameSite = relative || (!src.startsWith('//') && url.hostname.split('.').slice(-2).join('.') === page.hostname.split('.').slice(-2).join('.'))
    const secure = url.protocol === 'https:'
    if (sameSite) {
      if (integrity && secure) sameOriginWithSri = true
      continue
    }
    foreign = true
    const r = integrity
      ? secure
        ? null
        : 'sri-implemented-but-external-scripts-not-loaded-securely'
      : secure
        ? 'sri-not-implemented-but-external-scripts-loaded-securely'
        : 'sri-not-implemented-and-external-scripts-not-loaded-securely'
    if (r && (worst === null || (MODIFIERS[r] ?? 0) < (MODIFIERS[worst] ?? 0))) worst = r
  }
  if (worst) return result(t, worst, false)
  if (foreign) return result(t, 'sri-implemented-and-external-scripts-loaded-securely', true)
  if (sameOriginWithSri) return result(t, 'sri-implemented-and-all-scripts-loaded-securely', true)
  return result(t, 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', true)
}

export function contentTypeOptionsTest(site: ObservedSite): TestResult {
  const t = 'x-content-type-options'
  const header = site.headers.get('x-content-type-options')
  if (!header) return result(t, 'x-content-type-options-not-implemented', false)
  return header.trim().toLowerCase() === 'nosniff'
    ? result(t, 'x-content-type-options-nosniff', true)
    : result(t, 'x-content-type-options-header-invalid', false)
}

export function frameOptionsTest(site: ObservedSite): TestResult {
  const t = 'x-frame-options'
  if (hasFrameAncestors(site)) return result(t, 'x-frame-options-implemented-via-csp', true)
  const header = site.headers.get('x-frame-options')?.trim().toLowerCase()
  if (!header) return result(t, 'x-frame-options-not-implemented', false)
  if (header === 'deny' || header === 'sameorigin') return result(t, 'x-frame-options-sameorigin-or-deny', true)
  if (header.startsWith('allow-from')) return result(t, 'x-frame-options-allow-from-origin', true)
  return result(t, 'x-frame-options-header-invalid', false)
}

export function resourcePolicyTest(site: ObservedSite): TestResult {
  const t = 'cross-origin-resource-policy'
  const header = site.headers.get('cross-origin-resource-policy')?.trim().toLowerCase()
  if (!header) return result(t, 'cross-origin-resource-policy-not-implemented', true)
  const known: Record<string, string> = {
    'same-origin': 'cross-origin-resource-policy-implemented-with-same-origin',
    'same-site': 'cross-origin-resource-policy-implemented-with-same-site',
    'cross-origin': 'cross-origin-resource-policy-implemented-with-cross-origin',
  }
  const name = known[header]
  return name ? result(t, name, true) : result(t, 'cross-origin-resource-policy-header-invalid', false)
}

export function gradeFor(score: number): string {
  const rounded = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100)
  return GRADES.find(([min]) => rounded >= min)?.[1] ?? 'F'
}

/** Baseline 100; penalties always count, bonuses only when the penalised score is still an A. */
export function scan(site: ObservedSite): Scan {
  const tests = [
    cspTest,
    cookiesTest,
    corsTest,
    redirectionTest,
    referrerPolicyTest,
    hstsTest,
    sriTest,
    contentTypeOptionsTest,
    frameOptionsTest,
    resourcePolicyTest,
  ].map((run) => run(site))
  const withBonuses = 100 + tests.reduce((sum, r) => sum + r.modifier, 0)
  const penalised = 100 + tests.reduce((sum, r) => sum + Math.min(r.modifier, 0), 0)
  const score = Math.max(penalised >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penalised, 0)
  return { score, grade: gradeFor(score), tests }
}
