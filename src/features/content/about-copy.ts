// The content model has no About document; placeholders are filled from site settings.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type AboutIcon = 'profile' | 'team' | 'quality' | 'warehouse' | 'satisfaction'

export interface AboutPoint {
  title: MessageDescriptor
  text: MessageDescriptor
}

export interface AboutSection {
  id: string
  title: MessageDescriptor
  icon: AboutIcon
  /** `{brand}`, `{city}` and `{country}` come from the site settings, in every language. */
  paragraphs: MessageDescriptor[]
  points?: AboutPoint[]
}

export const ABOUT_SECTIONS: readonly AboutSection[] = [
  {
    id: 'profile',
    title: msg`Profile`,
    icon: 'profile',
    paragraphs: [
      msg`{brand} is an import/export service provider and an exporter of makhana, spices and other edible products, located in {city}, {country}.`,
      msg`We source whole spices from the growing regions of India and makhana from the ponds of Mithila, then clean, grade, grind, blend and pack them for households, restaurants, food manufacturers, retailers, distributors and importers at home and abroad.`,
    ],
  },
  {
    id: 'team',
    title: msg`The Team`,
    icon: 'team',
    paragraphs: [
      msg`Our team brings together buyers who know the farms and mandis, quality staff who test every lot, packing supervisors and an export desk that handles the paperwork from quote to customs.`,
      msg`You deal with one person from your first inquiry to delivery, on the phone, by e-mail or on WhatsApp.`,
    ],
  },
  {
    id: 'quality',
    title: msg`Quality Assurance`,
    icon: 'quality',
    paragraphs: [msg`Every lot is tested before it is packed, and the report travels with bulk orders. We check:`],
    points: [
      { title: msg`Nutritional value`, text: msg`Moisture, oil and protein content against the standard for each product.` },
      { title: msg`Edible quality`, text: msg`Colour, aroma, taste and freedom from foreign matter, lot by lot.` },
      { title: msg`Shelf life`, text: msg`Moisture and packing that keep spices and makhana fresh for their full shelf life.` },
      { title: msg`Hygiene`, text: msg`Clean handling, pest control and food-safety practice from receipt to dispatch.` },
    ],
  },
  {
    id: 'warehousing',
    title: msg`Warehousing and Packaging`,
    icon: 'warehouse',
    paragraphs: [msg`What leaves our warehouse arrives the way it left.`],
    points: [
      { title: msg`Fumigated warehouses`, text: msg`Stock is kept in fumigated, dry warehouses, away from pests and moisture.` },
      {
        title: msg`Customised packaging`,
        text: msg`From 100 g retail pouches to 25 kg export bags, under your label or ours, in the sizes your market needs.`,
      },
    ],
  },
  {
    id: 'satisfaction',
    title: msg`Customer Satisfaction`,
    icon: 'satisfaction',
    paragraphs: [msg`We keep customers by keeping buying simple.`],
    points: [
      { title: msg`Competitive and bulk pricing`, text: msg`Fair prices for household packs and volume-based prices for bulk orders.` },
      { title: msg`All payment options`, text: msg`Cards, UPI, bank transfer, and cash and cheque as well: pay the way that suits your business.` },
    ],
  },
]
