/** Generated avatars for the fictional testimonial authors: initials on a colour per product line. */
import { initials, label, seededRandom, between, shade, svgDocument } from './svg.ts'

const TYPE_COLOUR = { Spices: '#B5651D', Makhana: '#3D5A80' } as const

export function avatarArt(name: string, type: keyof typeof TYPE_COLOUR): string {
  const colour = TYPE_COLOUR[type]
  const random = seededRandom(name)
  const motif =
    type === 'Spices'
      ? `<path d="M300 70C360 80 380 130 350 170C310 160 290 120 300 70Z" fill="${shade(colour, 0.45)}"/>`
      : `<circle cx="${between(random, 310, 335)}" cy="105" r="30" fill="#FBF7EE"/><ellipse cx="330" cy="98" rx="8" ry="5" fill="${colour}"/>`
  const body =
    `<rect width="400" height="400" fill="${colour}"/>` +
    `<circle cx="200" cy="200" r="${between(random, 138, 150)}" fill="${shade(colour, 0.2)}"/>` +
    motif +
    label(200, 236, initials(name).slice(0, 2), 110, '#FFF8EE')
  return svgDocument(400, 400, `Avatar of ${name}`, body)
}
