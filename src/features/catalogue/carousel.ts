import { msg } from '@lingui/core/macro'
import type { ProductCategory as Category } from '../../../shared/content-lists.ts'
import { parseCategory } from './category'

export const CAROUSEL_CARDS = [
  { name: 'Whole Spices', blurb: msg`Cumin, cardamom, cloves and more, whole and aromatic.` },
  { name: 'Ground Spices', blurb: msg`Turmeric, chilli and coriander, freshly ground.` },
  { name: 'Retail Packs', blurb: msg`Sealed household packs, ready for the shelf.` },
  { name: 'Makhana', blurb: msg`Crunchy fox nuts, plain, roasted and flavoured.` },
] as const

/** Card names of the first version that are not category names themselves. */
const CARD_ALIASES: Record<string, Category> = {
  'Classic Makhana': 'Makhana',
  'Spicy Makhana': 'Makhana',
  'Spice Blends': 'Blends',
}

/** The catalogue category a carousel card leads to; null when the name is not a category. */
export function carouselCategory(name: string): Category | null {
  const alias = CARD_ALIASES[name]
  if (alias) return alias
  const category = parseCategory(name)
  return category === 'All' ? null : category
}

export const DEFAULT_CARD_WIDTH = 320
export const CARD_GAP = 24

/** How far previous/next scroll: one card and the gap. */
export function carouselStep(cardWidth?: number | null): number {
  const width = typeof cardWidth === 'number' && Number.isFinite(cardWidth) && cardWidth > 0 ? cardWidth : DEFAULT_CARD_WIDTH
  return width + CARD_GAP
}
