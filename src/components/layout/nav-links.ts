// Footer-only links live in footer-links.ts: the footer hydrates later (docs/decisions/023).

import { msg } from '@lingui/core/macro'

export const NAV_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/product', label: msg`Product` },
  { to: '/b2b', label: msg`B2B orders` },
  { to: '/about', label: msg`About` },
  { to: '/contact', label: msg`Contact` },
] as const

/** Digits and a leading + only, for tel: links. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
