/** Badges with their own colour; any other badge text gets the default colour. */
const BADGE_TONES: Record<string, string> = {
  Bestseller: 'bestseller',
  Organic: 'organic',
  Premium: 'premium',
  'Export Quality': 'export-quality',
  'Fresh Stock': 'fresh-stock',
  'Family Size': 'family-size',
  'Combo Pack': 'combo-pack',
}

export function badgeClass(badge: string): string {
  return `badge badge-${BADGE_TONES[badge.trim()] ?? 'default'}`
}

export const DESCRIPTION_FALLBACK = 'Explore our wide range of aromatic spices and premium makhana, sourced from the finest farms of India.'
