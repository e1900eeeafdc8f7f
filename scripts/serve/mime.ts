const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
  '.map': 'application/json; charset=utf-8',
}

export function contentType(ext: string): string {
  return TYPES[ext.toLowerCase()] ?? 'application/octet-stream'
}

/** Text types worth compressing; images other than SVG are compressed already. */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/.test(type)
}
