/** The five main links of the header and the mobile menu (the shared layout of every page). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/product', label: 'Product' },
  { to: '/b2b', label: 'B2B orders' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const

export const POLICY_LINKS = [
  { to: '/policies/privacy-policy', label: 'Privacy Policy' },
  { to: '/policies/shipping-policy', label: 'Shipping Policy' },
  { to: '/policies/refund-policy', label: 'Refund Policy' },
  { to: '/policies/terms-of-services', label: 'Terms of Service' },
  { to: '/certification', label: 'Certification' },
] as const

export const FOOTER_CATEGORIES = ['Whole Spices', 'Ground Spices', 'Retail Packs', 'Makhana'] as const

/** `/product?category=Whole+Spices`, the form the footer of the first version used. */
export function categoryHref(category: string, base = '/product'): string {
  return `${base}?${new URLSearchParams({ category }).toString()}`
}

/** Digits and a leading + only, for tel: links. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
