import { clean } from '@/lib/presentation'

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
  return `badge badge-${BADGE_TONES[clean(badge).trim()] ?? 'default'}`
}

/** The description as written (with the preview's edit data, if any); null when it is blank (DescriptionFallback shows instead). */
export function descriptionText(description: string | null | undefined): string | null {
  return description && clean(description).trim() ? description : null
}
