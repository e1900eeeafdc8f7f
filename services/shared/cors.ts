/**
 * CORS for the embedded services (the content lake, the e-mail endpoint): which pages a browser
 * lets read an answer, with what credentials, and the answer to a preflight. Each service states
 * its policy once and calls `applyCors` first for every request.
 */
import type { IncomingHttpHeaders } from 'node:http'

/** The pages a service trusts: a list of origins, or `loopback` (any page served from this machine). */
export type TrustedOrigins = string[] | 'loopback'

/** Or `*`: every page, with one answer for all and never with credentials. */
export type CorsOrigins = TrustedOrigins | '*'

export interface CorsPolicy {
  origins: CorsOrigins
  /** Trusted pages may send cookies and Authorization (`Access-Control-Allow-Credentials: true`). */
  credentials: boolean
  /** Every other page may still read answers (`Access-Control-Allow-Origin: *`, no credentials). */
  publicReads: boolean
  /** Pages may read resource timing too: `Timing-Allow-Origin` repeats the allowed origin. */
  timing: boolean
  /** The methods a preflight allows a trusted page. */
  trustedMethods: readonly string[]
  /** The methods a preflight allows every other page (default: `trustedMethods`). */
  readMethods?: readonly string[]
  /** The request headers a preflight allows. */
  allowedHeaders: readonly string[]
  /** Allow a well-formed Access-Control-Request-Headers as asked, instead of `allowedHeaders`. */
  echoRequestHeaders: boolean
}

/** The part of a request (HTTP/1.1 or HTTP/2) CORS looks at. */
export interface CorsRequest {
  method?: string | undefined
  headers: IncomingHttpHeaders
}

/** The part of a response (HTTP/1.1 or HTTP/2) CORS writes. */
export interface CorsResponse {
  setHeader(name: string, value: string): unknown
  writeHead(status: number): unknown
  end(): unknown
}

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/
const HEADER_LIST = /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/
const PREFLIGHT_MAX_AGE_SECONDS = '600'

/** Whether `origin` is a page served from this machine (`localhost`, `*.localhost`, 127.0.0.1, [::1]). */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOST.test(url.hostname)
  } catch {
    return false
  }
}

/** Whether `origins` trusts the page at `origin`. */
export function allows(origins: CorsOrigins, origin: string): boolean {
  if (origins === '*') return true
  return origins === 'loopback' ? isLoopbackOrigin(origin) : origins.includes(origin)
}

/** Sets the CORS headers of `policy`; returns true when the request was a preflight and has been answered (204). */
export function applyCors(req: CorsRequest, res: CorsResponse, policy: CorsPolicy): boolean {
  const origin = req.headers.origin
  const trusted = origin !== undefined && allows(policy.origins, origin)
  const allowed = policy.origins === '*' ? '*' : trusted ? origin : policy.publicReads ? '*' : undefined
  if (allowed !== undefined) {
    res.setHeader('Access-Control-Allow-Origin', allowed)
    if (policy.credentials && allowed !== '*') res.setHeader('Access-Control-Allow-Credentials', 'true')
    // The Studio reads the protocol (h2 or not) from resource timing, which needs this header.
    if (policy.timing) res.setHeader('Timing-Allow-Origin', allowed)
  }
  // One answer for every page needs no Vary; otherwise caches must keep one per Origin.
  if (policy.origins !== '*') res.setHeader('Vary', 'Origin')
  if (req.method !== 'OPTIONS') return false
  const methods = trusted ? policy.trustedMethods : (policy.readMethods ?? policy.trustedMethods)
  const requested = req.headers['access-control-request-headers']
  res.setHeader('Access-Control-Allow-Methods', methods.join(', '))
  // Echoing a well-formed request keeps new client headers working without a list to maintain.
  const echo = policy.echoRequestHeaders && requested !== undefined && HEADER_LIST.test(requested)
  res.setHeader('Access-Control-Allow-Headers', echo ? requested : policy.allowedHeaders.join(', '))
  res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS)
  res.writeHead(204)
  res.end()
  return true
}
