/** What the footer lists beside the address: the policies and the catalogue's categories. */
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
