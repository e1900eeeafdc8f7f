import { msg } from '@lingui/core/macro'

/** What the footer lists beside the address: the policies and the catalogue's categories. */
export const POLICY_LINKS = [
  { to: '/policies/privacy-policy', label: msg`Privacy Policy` },
  { to: '/policies/shipping-policy', label: msg`Shipping Policy` },
  { to: '/policies/refund-policy', label: msg`Refund Policy` },
  { to: '/policies/terms-of-services', label: msg`Terms of Service` },
  { to: '/certification', label: msg`Certification` },
] as const

/** `value`: the catalogue's English name, which the address carries; `label`: the buyer's. */
export const FOOTER_CATEGORIES = [
  { value: 'Whole Spices', label: msg`Whole Spices` },
  { value: 'Ground Spices', label: msg`Ground Spices` },
  { value: 'Retail Packs', label: msg`Retail Packs` },
  { value: 'Makhana', label: msg`Makhana` },
] as const

/** `/product?category=Whole+Spices`, the form the footer of the first version used. */
export function categoryHref(category: string, base = '/product'): string {
  return `${base}?${new URLSearchParams({ category }).toString()}`
}
