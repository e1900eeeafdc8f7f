/** `Spice & Makhana Co.` → `Spice & Makhana Co. All rights reserved.`: a name that already ends a sentence gets no second full stop. */
export function copyrightNotice(brandName: string): string {
  const name = brandName.trim()
  return `${name}${/[.!?]$/.test(name) ? '' : '.'} All rights reserved.`
}
