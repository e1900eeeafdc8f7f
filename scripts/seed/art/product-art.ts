/**
 * Original product illustrations, drawn by code: one container shape and colour per category
 * (jar, bowl, tin, pouch, makhana bowl), filled with the product's own colour and marked with its
 * initials. 800 × 800, deterministic, a couple of kilobytes each.
 */
import type { ProductCategory } from '../../../shared/content-lists.ts'
import { between, initials, label, seededRandom, shade, svgDocument, type Random } from './svg.ts'

interface Palette {
  background: string
  container: string
}

export const CATEGORY_PALETTE: Record<ProductCategory, Palette> = {
  'Whole Spices': { background: '#F6EBDD', container: '#8A4B2A' },
  'Ground Spices': { background: '#FBEFD9', container: '#B5651D' },
  Blends: { background: '#F3E6E9', container: '#7A1F3D' },
  'Retail Packs': { background: '#E8F0E3', container: '#2F6B3A' },
  Makhana: { background: '#F1EEE6', container: '#3D5A80' },
}

const CREAM = '#FFF8EE'

export interface ProductArtInput {
  slug: string
  name: string
  category: ProductCategory
  /** Colour of the product itself (seeds, powder, spots on the makhana). */
  tone: string
}

/** Small seeds or specks scattered over a box. */
function specks(random: Random, count: number, box: [number, number, number, number], colours: string[], size: [number, number]): string {
  const [x0, y0, x1, y1] = box
  let out = ''
  for (let i = 0; i < count; i++) {
    const cx = between(random, x0, x1)
    const cy = between(random, y0, y1)
    const rx = between(random, size[0], size[1])
    const ry = Math.max(3, Math.round(rx / 2))
    const angle = between(random, 0, 179)
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${angle} ${cx} ${cy})" fill="${colours[i % colours.length]}"/>`
  }
  return out
}

function jar(p: Palette, tone: string, random: Random, text: string): string {
  return (
    `<rect x="230" y="140" width="340" height="72" rx="14" fill="${p.container}"/>` +
    `<rect x="210" y="200" width="380" height="490" rx="48" fill="#FFFFFF" fill-opacity="0.6" stroke="${shade(p.container, 0.35)}" stroke-width="6"/>` +
    `<rect x="226" y="320" width="348" height="354" rx="36" fill="${tone}"/>` +
    specks(random, 20, [250, 340, 550, 650], [shade(tone, -0.35), shade(tone, 0.3)], [9, 15]) +
    `<rect x="262" y="405" width="276" height="150" rx="14" fill="${CREAM}" stroke="${p.container}" stroke-width="5"/>` +
    label(400, 512, text, 88, p.container) +
    `<rect x="240" y="230" width="22" height="420" rx="11" fill="#FFFFFF" fill-opacity="0.45"/>`
  )
}

function bowl(colour: string): string {
  return `<path d="M140 440H660A260 230 0 0 1 140 440Z" fill="${colour}"/>` + `<ellipse cx="400" cy="440" rx="260" ry="30" fill="${shade(colour, -0.25)}"/>`
}

function powderBowl(p: Palette, tone: string, random: Random, text: string): string {
  return (
    `<rect x="520" y="250" width="200" height="34" rx="17" transform="rotate(-28 620 267)" fill="#C89B6D"/>` +
    bowl(p.container) +
    `<path d="M160 442Q400 200 640 442Z" fill="${tone}"/>` +
    specks(random, 14, [260, 330, 540, 425], [shade(tone, -0.25), shade(tone, 0.35)], [4, 7]) +
    label(400, 590, text, 96, CREAM)
  )
}

function tin(p: Palette, tone: string, random: Random, text: string): string {
  const stars = [0, 1, 2]
    .map(() => {
      const x = between(random, 120, 680)
      const y = between(random, 90, 150)
      return `<path d="M${x} ${y - 18}L${x + 6} ${y - 6}L${x + 18} ${y}L${x + 6} ${y + 6}L${x} ${y + 18}L${x - 6} ${y + 6}L${x - 18} ${y}L${x - 6} ${y - 6}Z" fill="${tone}"/>`
    })
    .join('')
  return (
    stars +
    `<rect x="230" y="220" width="340" height="440" fill="${p.container}"/>` +
    `<ellipse cx="400" cy="660" rx="170" ry="40" fill="${p.container}"/>` +
    `<ellipse cx="400" cy="220" rx="170" ry="40" fill="${shade(p.container, 0.3)}"/>` +
    `<rect x="230" y="340" width="340" height="200" fill="${CREAM}"/>` +
    `<rect x="230" y="340" width="340" height="22" fill="${tone}"/><rect x="230" y="518" width="340" height="22" fill="${tone}"/>` +
    label(400, 478, text, 96, p.container)
  )
}

function pouch(p: Palette, tone: string, random: Random, text: string): string {
  return (
    `<path d="M250 160H550L596 650Q400 700 204 650Z" fill="${p.container}"/>` +
    `<rect x="252" y="205" width="296" height="10" rx="5" fill="${shade(p.container, -0.3)}"/>` +
    `<circle cx="400" cy="410" r="125" fill="${CREAM}"/><circle cx="400" cy="410" r="110" fill="${tone}"/>` +
    specks(random, 16, [330, 345, 470, 475], [shade(tone, -0.35), shade(tone, 0.3)], [8, 13]) +
    label(400, 610, text, 76, CREAM)
  )
}

function makhanaBowl(p: Palette, tone: string, random: Random, text: string): string {
  let puffs = ''
  const rows: [number, number, number][] = [
    [5, 418, 86],
    [4, 362, 92],
    [3, 306, 96],
  ]
  for (const [count, y, step] of rows) {
    const start = 400 - ((count - 1) * step) / 2
    for (let i = 0; i < count; i++) {
      const cx = Math.round(start + i * step + between(random, -8, 8))
      const cy = y + between(random, -6, 6)
      const r = between(random, 40, 48)
      const sx = cx + between(random, -18, 18)
      const sy = cy + between(random, -16, 16)
      puffs +=
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FBF7EE" stroke="#DCD2BE" stroke-width="4"/>` +
        `<ellipse cx="${sx}" cy="${sy}" rx="${between(random, 7, 12)}" ry="6" fill="${tone}"/>`
    }
  }
  return puffs + bowl(p.container) + label(400, 590, text, 96, CREAM)
}

const DRAW: Record<ProductCategory, (p: Palette, tone: string, random: Random, text: string) => string> = {
  'Whole Spices': jar,
  'Ground Spices': powderBowl,
  Blends: tin,
  'Retail Packs': pouch,
  Makhana: makhanaBowl,
}

export function productArt({ slug, name, category, tone }: ProductArtInput): string {
  const palette = CATEGORY_PALETTE[category]
  const random = seededRandom(slug)
  const body =
    `<rect width="800" height="800" fill="${palette.background}"/>` +
    `<ellipse cx="400" cy="700" rx="250" ry="26" fill="${shade(palette.background, -0.12)}"/>` +
    DRAW[category](palette, tone, random, initials(name))
  return svgDocument(800, 800, `Illustration: ${name}`, body)
}
