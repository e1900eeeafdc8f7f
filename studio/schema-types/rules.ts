// The seed test runs these same checks, so the seed cannot drift from what an editor may save; no `sanity` imports.
import { DEFAULT_MAX_AGE_DAYS, MAX_AGE_RANGE, RATE_RANGE } from '../../shared/currencies.ts'
import { POLICY_SLUGS, PRODUCT_CATEGORIES } from '../../shared/content-lists.ts'
import { daysBetween, todayInIndia } from '../../shared/dates.ts'

export type CheckResult = true | string

/** Badge texts used in the catalogue. */
export const PRODUCT_BADGES = [
  'Common Household Use',
  'Household Essential',
  'Premium',
  'Seasonal Special',
  'Popular Blend',
  'South Indian',
  'Mumbai Favorite',
  'Healthy Snack',
  'Sweet Treat',
  'Spicy Snack',
] as const

/** Badges the storefront has a dedicated colour for; offered to editors next to the ones above. */
export const COLOURED_BADGES = ['Bestseller', 'Organic', 'Premium', 'Export Quality', 'Fresh Stock', 'Family Size', 'Combo Pack'] as const

/** A badge sits on a product card, so it has to stay short. */
export const BADGE_MAX_LENGTH = 24

export const TESTIMONIAL_TYPES = ['Spices', 'Makhana'] as const

export { SOCIAL_PLATFORMS } from '../../shared/social-platforms.ts'

export const PRODUCT_ID_RANGE = { min: 1, max: 9999 } as const
export const RATING_RANGE = { min: 0, max: 5 } as const

/** The storefront's own limits for the catalogue it shows; the Studio allows 0-5. */
export const CATALOGUE_RATING_RANGE = { min: 3.5, max: 4.9 } as const
export const HOUSEHOLD_PRICE_RANGE = { min: 45, max: 130 } as const
export const BULK_PRICE_RANGE = { min: 350, max: 1000 } as const

export const DESCRIPTION_MAX_LENGTH = 300

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** True when `value` has at most `decimals` digits after the point (tolerates float noise like 4.3 * 10). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals
  return Math.abs(scaled - Math.round(scaled)) < 1e-9
}

// Empty values are the business of `required()`; the checks below only judge values that are there.

export function checkProductId(value: unknown): CheckResult {
  if (value === undefined) return true
  if (!isNumber(value) || !Number.isInteger(value)) return 'Product ID must be a whole number, for example 57.'
  if (value < PRODUCT_ID_RANGE.min || value > PRODUCT_ID_RANGE.max) {
    return `Product ID must be between ${PRODUCT_ID_RANGE.min} and ${PRODUCT_ID_RANGE.max}.`
  }
  return true
}

export function checkPrice(value: unknown, label = 'Price'): CheckResult {
  if (value === undefined) return true
  if (!isNumber(value) || value <= 0) return `${label} must be an amount in rupees above zero, for example 85.`
  if (!hasAtMostDecimals(value, 2)) return `${label} can have at most two decimals (paise).`
  return true
}

export const checkHouseholdPrice = (value: unknown): CheckResult => checkPrice(value, 'Household price')
export const checkBulkPrice = (value: unknown): CheckResult => checkPrice(value, 'Bulk price')

/** What the Studio says when a required price-and-packing field is empty (its `required()` message). */
export const REQUIRED_PRICING_MESSAGES = {
  price: 'Enter the price of one household pack in rupees.',
  packSize: "Enter the pack size, for example '100 g pouch'.",
  bulkPrice: 'Enter the bulk price per kilogram in rupees.',
  minOrderKg: 'Enter the smallest bulk order in kilograms.',
} as const

export function checkRating(value: unknown): CheckResult {
  if (value === undefined) return true
  if (!isNumber(value) || value < RATING_RANGE.min || value > RATING_RANGE.max) {
    return `Rating must be between ${RATING_RANGE.min} and ${RATING_RANGE.max}, for example 4.3.`
  }
  if (!hasAtMostDecimals(value, 1)) return 'Rating can have only one decimal, for example 4.3 (not 4.35).'
  return true
}

export const CATEGORY_HINT = `Pick one of the shop's categories: ${PRODUCT_CATEGORIES.join(', ')}.`

export function checkCategory(value: unknown): CheckResult {
  if (value === undefined) return true
  return (PRODUCT_CATEGORIES as readonly unknown[]).includes(value) ? true : CATEGORY_HINT
}

export function checkBadge(value: unknown): CheckResult {
  if (value === undefined || value === '') return true
  if (typeof value !== 'string') return 'The badge must be a short text.'
  if (value.trim() !== value) return 'Remove the spaces at the start or end of the badge.'
  if (value.length > BADGE_MAX_LENGTH) return `Keep the badge to ${BADGE_MAX_LENGTH} characters or fewer so it fits on the product card.`
  return true
}

export const TESTIMONIAL_TYPE_HINT = `Pick what the customer bought: ${TESTIMONIAL_TYPES.join(' or ')}.`

export function checkTestimonialType(value: unknown): CheckResult {
  if (value === undefined) return true
  return (TESTIMONIAL_TYPES as readonly unknown[]).includes(value) ? true : TESTIMONIAL_TYPE_HINT
}

export function checkPolicySlug(value: unknown): CheckResult {
  if (value === undefined) return true
  return (POLICY_SLUGS as readonly unknown[]).includes(value)
    ? true
    : `The website only has these policy pages: ${POLICY_SLUGS.join(', ')}. Use one of them as the slug.`
}

/** The weight a pack size starts with: '100 g pouch', '1 kg jar', '250 g'. */
const PACK_WEIGHT = /^(\d+(?:\.\d+)?)\s?(g|kg)\b/

/** A pack size starts with an amount and a unit: '100 g pouch', '1 kg jar', '250 g'. */
export function checkPackSize(value: unknown): CheckResult {
  if (value === undefined) return true
  if (typeof value !== 'string' || !PACK_WEIGHT.test(value)) {
    return "Start the pack size with the weight and unit, for example '100 g pouch' or '1 kg jar'."
  }
  return true
}

/** The grams in one pack ('80 g pouch' → 80, '1.5 kg bag' → 1500); undefined when the size does not start with a weight. */
export function packSizeGrams(packSize: string): number | undefined {
  const match = PACK_WEIGHT.exec(packSize)
  if (!match) return undefined
  const grams = Number(match[1]) * (match[2] === 'kg' ? 1000 : 1)
  return grams > 0 ? grams : undefined
}

/** What one kilogram costs when bought in household packs; undefined when the pack size has no weight. */
export function householdPricePerKg(price: number, packSize: string): number | undefined {
  const grams = packSizeGrams(packSize)
  return grams === undefined ? undefined : (price * 1000) / grams
}

/** Judged only when all three figures are there and the pack size converts to grams. */
export function checkBulkNotAboveHousehold(prices: { price?: unknown; bulkPrice?: unknown; packSize?: unknown }): CheckResult {
  const { price, bulkPrice, packSize } = prices
  if (!isNumber(price) || !isNumber(bulkPrice) || typeof packSize !== 'string') return true
  const perKg = householdPricePerKg(price, packSize)
  if (perKg === undefined || bulkPrice <= perKg + 1e-9) return true
  const rupees = (value: number) => `₹${Math.round(value * 100) / 100}`
  return `The bulk price per kg (${rupees(bulkPrice)}) is above the household price per kg (${rupees(price)} per ${packSize} is ${rupees(perKg)} per kg).`
}

export function checkMinOrderKg(value: unknown): CheckResult {
  if (value === undefined) return true
  if (!isNumber(value) || value <= 0) return 'The minimum bulk order must be more than 0 kg, for example 10.'
  if (!hasAtMostDecimals(value, 1)) return 'Use at most one decimal for the minimum order, for example 2.5 kg.'
  return true
}

/** '+91 99900 00001': a plus, the country code, then digits (spaces allowed). */
export function checkPhone(value: unknown): CheckResult {
  if (value === undefined) return true
  if (typeof value !== 'string' || !/^\+\d{1,3}(?: ?\d){6,14}$/.test(value)) {
    return "Write the phone number with the country code, for example '+91 99900 00001'."
  }
  return true
}

/** WhatsApp click-to-chat links need the number as digits only, country code first. */
export function checkWhatsapp(value: unknown): CheckResult {
  if (value === undefined) return true
  if (typeof value !== 'string' || !/^[1-9]\d{9,14}$/.test(value)) {
    return "Write the WhatsApp number as digits only, starting with the country code, for example '919990000001'."
  }
  return true
}

/** Rupees for one unit of a foreign currency, as the bank quotes it (1 USD = ₹84.20). */
export function checkRupeesPerUnit(value: unknown): CheckResult {
  if (value === undefined) return true
  if (!isNumber(value) || value < RATE_RANGE.min || value > RATE_RANGE.max) {
    return `Enter how many rupees one unit of this currency costs, for example 84.20 for a US dollar (between ${RATE_RANGE.min} and ${RATE_RANGE.max}).`
  }
  return true
}

/** The day the rates were checked: not after `today` in India; needed as soon as any rate is filled. */
export function checkRatesDate(value: unknown, today: string = todayInIndia()): CheckResult {
  if (value === undefined) return 'Enter the day you checked these rates: the site shows rupees only when they are too old.'
  if (typeof value !== 'string') return 'Pick the day from the calendar.'
  const age = daysBetween(value, today)
  if (age === null) return 'Pick the day from the calendar.'
  if (age < 0) return 'The day the rates were checked cannot be in the future.'
  return true
}

export function checkRatesMaxAge(value: unknown): CheckResult {
  if (value === undefined) return true
  if (!isNumber(value) || !Number.isInteger(value) || value < MAX_AGE_RANGE.min || value > MAX_AGE_RANGE.max) {
    return `Enter a whole number of days between ${MAX_AGE_RANGE.min} and ${MAX_AGE_RANGE.max}, for example ${DEFAULT_MAX_AGE_DAYS}.`
  }
  return true
}

/** The slug the Studio generates from a name; the seed uses it too, so seeded slugs look hand-made. */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
}
