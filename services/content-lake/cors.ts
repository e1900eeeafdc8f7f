import { writeHead, type LakeRequest, type LakeResponse } from './http.ts'

/**
 * The origins trusted with credentials and writes: a list, or `loopback` (any page served from this
 * machine). Every other origin may read (the dataset is public) but gets no credentials.
 */
export type CorsOrigins = string[] | 'loopback'

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/

export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOST.test(url.hostname)
  } catch {
    return false
  }
}

export function allows(origins: CorsOrigins, origin: string): boolean {
  return origins === 'loopback' ? isLoopbackOrigin(origin) : origins.includes(origin)
}

const TRUSTED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
// POST stays open for long queries (@sanity/client posts them); writes check the Origin themselves.
const READ_METHODS = 'GET, HEAD, POST, OPTIONS'
const ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept, Cache-Control, If-None-Match, Last-Event-ID, X-Sanity-Project-ID, X-Sanity-Tag, Traceparent'
const HEADER_LIST = /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/

/** Sets CORS headers; returns true when the request was a preflight and has been answered. */
export function applyCors(req: LakeRequest, res: LakeResponse, origins: CorsOrigins): boolean {
  const origin = req.headers.origin
  const trusted = origin !== undefined && allows(origins, origin)
  if (trusted) {
    res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Access-Control-Allow-Credentials', 'true')
    // The Studio reads the protocol (h2 or not) from resource timing, which needs this header.
    res.setHeader('Timing-Allow-Origin', origin)
  } else {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('Timing-Allow-Origin', '*')
  }
  res.setHeader('Vary', 'Origin')
  const isPreflight = req.method === 'OPTIONS'
  if (isPreflight) {
    const requested = req.headers['access-control-request-headers']
    res.setHeader('Access-Control-Allow-Methods', trusted ? TRUSTED_METHODS : READ_METHODS)
    // Echoing a well-formed request keeps new client headers working without a list to maintain.
    res.setHeader('Access-Control-Allow-Headers', requested && HEADER_LIST.test(requested) ? requested : ALLOWED_HEADERS)
    res.setHeader('Access-Control-Max-Age', '600')
    writeHead(res, 204)
    res.end()
  }
  return isPreflight
}
