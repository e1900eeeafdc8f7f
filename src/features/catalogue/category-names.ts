import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { parseCategory, type CatalogueCategory } from './category'

/** The categories as buyers read them; the English name stays the value in addresses and queries. */
export const CATEGORY_NAMES: Record<CatalogueCategory, MessageDescriptor> = {
  All: msg`All`,
  'Whole Spices': msg`Whole Spices`,
  'Ground Spices': msg`Ground Spices`,
  Blends: msg`Blends`,
  'Retail Packs': msg`Retail Packs`,
  Makhana: msg`Makhana`,
}

/** The buyer's name of a category kept as its English value (a cart line's), or none for a value not in the list. */
export function categoryName(value: string): MessageDescriptor | undefined {
  const category = parseCategory(value)
  return category === value && category !== 'All' ? CATEGORY_NAMES[category] : undefined
}
