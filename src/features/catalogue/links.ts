/** The address of a product page. */
export function productHref(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`
}

/** 'Request a bulk quote': the contact form, its 'Products of Interest' prefilled with the name. */
export function quoteHref(productName: string): string {
  return `/contact?${new URLSearchParams({ products: productName }).toString()}`
}
