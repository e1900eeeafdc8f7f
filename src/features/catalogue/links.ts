export { productHref } from '../../../shared/site-paths.ts'

/** 'Request a bulk quote': the contact form, its 'Products of Interest' prefilled with the name. */
export function quoteHref(productName: string): string {
  return `/contact?${new URLSearchParams({ products: productName }).toString()}`
}
