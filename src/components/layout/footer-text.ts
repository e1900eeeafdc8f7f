/**
 * `Spice & Makhana Co.` → `Spice & Makhana Co. All rights reserved.`: a name that already ends a
 * sentence gets no second full stop. `rights` is the sentence in the page's language.
 */
export function copyrightNotice(brandName: string, rights: string): string {
  const name = brandName.trim()
  return `${name}${/[.!?]$/.test(name) ? '' : '.'} ${rights}`
}
