/**
 * The header's links (the shared layout of every page). What only the footer lists is in
 * footer-links.ts: the footer hydrates later, and its lists load with it (docs/decisions/023).
 */

/** The five main links of the header and the mobile menu. */
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
