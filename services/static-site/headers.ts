/**
 * Response headers of the served site. The same values are written into the static host's
 * config (build/client/_headers) so that production and `npm start` agree.
 * Why each value is what it is: docs/decisions/003-security-headers.md.
 */
export interface SecurityHeaderInput {
  /** Origins the browser may fetch from (content lake / Sanity API, e-mail endpoint, community forum). */
  connectOrigins: string[]
  /** Origins images may come from. */
  imageOrigins: string[]
  /** sha256 hashes ('sha256-…') of the inline scripts left in the pre-rendered HTML. */
  scriptHashes: string[]
  /** The one Studio origin whose Presentation tool may frame the site (none: nobody may). */
  frameAncestors?: string[]
}

/** Two years: above the one year the HSTS preload list asks for. */
export const HSTS_MAX_AGE = 63_072_000

function sources(list: string[]): string {
  return [...new Set(list.filter(Boolean))].join(' ')
}

export function contentSecurityPolicy(input: SecurityHeaderInput): string {
  const hashes = [...new Set(input.scriptHashes)].sort().map((h) => `'${h}'`)
  return [
    `default-src 'none'`,
    `script-src 'self' ${sources(hashes)}`.trim(),
    // Pre-rendered images carry their low-quality placeholder as an inline style, and the toast
    // library inserts its stylesheet at run time: inline styles stay allowed, inline scripts never.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: ${sources(input.imageOrigins)}`.trim(),
    `font-src 'self'`,
    `connect-src 'self' ${sources(input.connectOrigins)}`.trim(),
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    // Only the Studio's Presentation tool may show the site in a frame (docs/decisions/012).
    `frame-ancestors ${sources(input.frameAncestors ?? []) || "'none'"}`,
  ].join('; ')
}

export function securityHeaders(input: SecurityHeaderInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE}; includeSubDomains`,
    'X-Content-Type-Options': 'nosniff',
    // Old browsers that ignore frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
}
