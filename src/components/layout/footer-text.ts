/** `Spice & Makhana` → `Spice & Makhana.`: a name that already ends a sentence gets no second full stop. */
export function brandSentence(brandName: string): string {
  const name = brandName.trim()
  return `${name}${/[.!?]$/.test(name) ? '' : '.'}`
}
