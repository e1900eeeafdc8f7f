// The content model has no About document; placeholders are filled from site settings.
export type AboutIcon = 'profile' | 'team' | 'quality' | 'warehouse' | 'satisfaction'

export interface AboutPoint {
  title: string
  text: string
}

export interface AboutSection {
  id: string
  title: string
  icon: AboutIcon
  paragraphs: string[]
  points?: AboutPoint[]
}

export const ABOUT_SECTIONS: readonly AboutSection[] = [
  {
    id: 'profile',
    title: 'Profile',
    icon: 'profile',
    paragraphs: [
      '{brand} is an import/export service provider and an exporter of makhana, spices and other edible products, located in {city}, {country}.',
      'We source whole spices from the growing regions of India and makhana from the ponds of Mithila, then clean, grade, grind, blend and pack them for households, restaurants, food manufacturers, retailers, distributors and importers at home and abroad.',
    ],
  },
  {
    id: 'team',
    title: 'The Team',
    icon: 'team',
    paragraphs: [
      'Our team brings together buyers who know the farms and mandis, quality staff who test every lot, packing supervisors and an export desk that handles the paperwork from quote to customs.',
      'You deal with one person from your first inquiry to delivery, on the phone, by e-mail or on WhatsApp.',
    ],
  },
  {
    id: 'quality',
    title: 'Quality Assurance',
    icon: 'quality',
    paragraphs: ['Every lot is tested before it is packed, and the report travels with bulk orders. We check:'],
    points: [
      { title: 'Nutritional value', text: 'Moisture, oil and protein content against the standard for each product.' },
      { title: 'Edible quality', text: 'Colour, aroma, taste and freedom from foreign matter, lot by lot.' },
      { title: 'Shelf life', text: 'Moisture and packing that keep spices and makhana fresh for their full shelf life.' },
      { title: 'Hygiene', text: 'Clean handling, pest control and food-safety practice from receipt to dispatch.' },
    ],
  },
  {
    id: 'warehousing',
    title: 'Warehousing and Packaging',
    icon: 'warehouse',
    paragraphs: ['What leaves our warehouse arrives the way it left.'],
    points: [
      { title: 'Fumigated warehouses', text: 'Stock is kept in fumigated, dry warehouses, away from pests and moisture.' },
      { title: 'Customised packaging', text: 'From 100 g retail pouches to 25 kg export bags, under your label or ours, in the sizes your market needs.' },
    ],
  },
  {
    id: 'satisfaction',
    title: 'Customer Satisfaction',
    icon: 'satisfaction',
    paragraphs: ['We keep customers by keeping buying simple.'],
    points: [
      { title: 'Competitive and bulk pricing', text: 'Fair prices for household packs and volume-based prices for bulk orders.' },
      { title: 'All payment options', text: 'Cards, UPI, bank transfer, and cash and cheque as well: pay the way that suits your business.' },
    ],
  },
]

/** Replaces `{name}` placeholders; an unknown one is left as it is so a typo shows in review. */
export function fillCopy(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}
