/** Generated cover pictures for the three seed blog posts (1200 × 800). */
import { between, seededRandom, shade, svgDocument, type Random } from './svg.ts'

export type BlogArtTheme = 'health' | 'recipes' | 'culture'

function puffs(random: Random, cx: number, cy: number, count: number, spread: number, spot: string): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = cx + between(random, -spread, spread)
    const y = cy + between(random, -spread / 3, spread / 4)
    out += `<circle cx="${x}" cy="${y}" r="${between(random, 34, 44)}" fill="#FBF7EE" stroke="#DCD2BE" stroke-width="4"/><ellipse cx="${x + between(random, -12, 12)}" cy="${y + between(random, -10, 10)}" rx="9" ry="6" fill="${spot}"/>`
  }
  return out
}

function health(random: Random): string {
  const leaf = (x: number, y: number, angle: number) =>
    `<path d="M0 0C40 -50 110 -50 150 0C110 50 40 50 0 0Z" transform="translate(${x} ${y}) rotate(${angle})" fill="#6A994E"/>`
  return (
    `<rect width="1200" height="800" fill="#EAF2E3"/>` +
    leaf(180, 250, -30) +
    leaf(880, 200, 20) +
    leaf(960, 560, -15) +
    `<path d="M600 250C600 190 520 170 490 220C460 170 380 190 380 250C380 320 490 370 490 370C490 370 600 320 600 250Z" transform="translate(330 -70)" fill="#D1495B"/>` +
    puffs(random, 560, 450, 16, 160, '#8C6A43') +
    `<path d="M300 500H820A260 210 0 0 1 300 500Z" fill="#3D5A80"/><ellipse cx="560" cy="500" rx="260" ry="28" fill="${shade('#3D5A80', -0.25)}"/>`
  )
}

function recipes(random: Random): string {
  const steam = [470, 560, 650]
    .map((x) => `<path d="M${x} 250C${x - 30} 210 ${x + 30} 180 ${x} 140" stroke="#C9B79C" stroke-width="10" fill="none" stroke-linecap="round"/>`)
    .join('')
  return (
    `<rect width="1200" height="800" fill="#FBEFD9"/>` +
    steam +
    `<rect x="820" y="470" width="260" height="36" rx="18" transform="rotate(-8 820 488)" fill="#2B2D42"/>` +
    `<rect x="130" y="470" width="170" height="36" rx="18" transform="rotate(8 300 488)" fill="#2B2D42"/>` +
    puffs(random, 560, 400, 16, 190, '#C0392B') +
    `<path d="M280 440H840A280 220 0 0 1 280 440Z" fill="#3A3A3A"/><ellipse cx="560" cy="440" rx="280" ry="30" fill="#222"/>` +
    `<circle cx="${between(random, 950, 1000)}" cy="170" r="50" fill="#E0A526"/><circle cx="1060" cy="260" r="30" fill="#C0392B"/>`
  )
}

/** A lily pad: a flat ellipse with the notch of water cut into it. */
const pad = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 3.4)}" fill="#4F772D"/>` +
  `<path d="M${cx} ${cy}L${cx + rx + 4} ${cy - 20}L${cx + rx + 4} ${cy + 20}Z" fill="#7FA7B5"/>`

function culture(random: Random): string {
  const petals = [-60, -30, 0, 30, 60]
    .map((angle) => `<ellipse cx="600" cy="330" rx="48" ry="130" transform="rotate(${angle} 600 440)" fill="#E6879B" stroke="#C75B7A" stroke-width="4"/>`)
    .join('')
  let ripples = ''
  for (let i = 0; i < 4; i++) {
    ripples += `<ellipse cx="${between(random, 150, 1050)}" cy="${between(random, 620, 760)}" rx="${between(random, 90, 160)}" ry="18" fill="none" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="5"/>`
  }
  return (
    `<rect width="1200" height="800" fill="#F4EBDD"/>` +
    `<rect y="500" width="1200" height="300" fill="#7FA7B5"/>` +
    ripples +
    pad(330, 610, 170) +
    pad(940, 660, 190) +
    petals +
    `<ellipse cx="600" cy="470" rx="140" ry="34" fill="#4F772D"/>` +
    `<circle cx="600" cy="420" r="30" fill="#E0A526"/>`
  )
}

const DRAW: Record<BlogArtTheme, (random: Random) => string> = { health, recipes, culture }

export function blogArt(theme: BlogArtTheme, title: string): string {
  return svgDocument(1200, 800, `Illustration: ${title}`, DRAW[theme](seededRandom(theme)))
}
