import type { IncomingMessage, ServerResponse } from 'node:http'

export type CorsOrigins = string[] | '*'

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
const ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept, Cache-Control, If-None-Match, Last-Event-ID, X-Sanity-Project-ID, X-Sanity-Tag, Traceparent'
const HEADER_LIST = /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/

/** Sets CORS headers; returns true when the request was a preflight and has been answered. */
export function applyCors(req: IncomingMessage, res: ServerResponse, origins: CorsOrigins): boolean {
  const origin = req.headers.origin
  if (origins === '*') {
    res.setHeader('Access-Control-Allow-Origin', '*')
  } else if (origin && origins.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Access-Control-Allow-Credentials', 'true')
  }
  if (origins !== '*') res.setHeader('Vary', 'Origin')
  const isPreflight = req.method === 'OPTIONS'
  if (isPreflight) {
    const requested = req.headers['access-control-request-headers']
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS)
    // Echoing a well-formed request keeps new client headers working without a list to maintain.
    res.setHeader('Access-Control-Allow-Headers', requested && HEADER_LIST.test(requested) ? requested : ALLOWED_HEADERS)
    res.setHeader('Access-Control-Max-Age', '600')
    res.writeHead(204)
    res.end()
  }
  return isPreflight
}
