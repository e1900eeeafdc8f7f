// Editors' text could be pasted from anywhere, so `javascript:`, `data:` and the like stay plain text.
export type SafeLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'contact'; href: string }

export function safeLink(href: unknown, siteOrigin: string): SafeLink | null {
  if (typeof href !== 'string') return null
  const value = href.trim()
  // A page of this site ('/contact'), but not a protocol-relative '//elsewhere.example'.
  if (/^\/(?![/\\])/.test(value)) return { kind: 'internal', to: value }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'contact', href: url.href }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.origin === siteOrigin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` }
  return { kind: 'external', href: url.href }
}
