// Footer-only links live in footer-links.ts: the footer hydrates later (docs/decisions/023).

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/product', label: 'Product' },
  { to: '/b2b', label: 'B2B orders' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const

/** Digits and a leading + only, for tel: links. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
