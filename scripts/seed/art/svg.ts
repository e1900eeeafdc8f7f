/** Small helpers for the generated seed illustrations (plain SVG strings, integers only). */

export type Random = () => number

/** FNV-1a: a stable 32-bit hash of a string, used to seed the random generator per picture. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: a tiny deterministic random generator, so every run draws the same pictures. */
export function seededRandom(seed: string): Random {
  let state = hash(seed)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const between = (random: Random, min: number, max: number) => Math.round(min + random() * (max - min))

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Up to three initials: 'Kashmiri Chilli Powder' → 'KCP'; words in brackets are skipped. */
export function initials(name: string): string {
  return name
    .replace(/\(.*?\)/g, ' ')
    .split(/[\s&-]+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const mix = (c: number) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount))
  const r = mix((n >> 16) & 255)
  const g = mix((n >> 8) & 255)
  const b = mix(n & 255)
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`
}

export function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  )
}

export function label(x: number, y: number, text: string, size: number, fill: string): string {
  return `<text x="${x}" y="${y}" font-family="Georgia,'Times New Roman',serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${fill}">${escapeXml(text)}</text>`
}
