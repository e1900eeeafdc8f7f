/**
 * Prices and counts in the en-IN style Indian buyers read (₹1,23,456) and in the foreign currencies
 * export buyers read (US dollars, euros, pounds, dirhams).
 *
 * Why not `Intl.NumberFormat` at every call: building the first formatter loads the browser's
 * locale data, which measured ~50 ms of a phone's main thread (4x CPU slowdown) on every page with a
 * price, in the task that starts hydration. The few shapes we print (a currency sign, grouped
 * digits, up to two decimals) are written out here instead, and `format.test.ts` checks them
 * against `Intl.NumberFormat` itself on many thousands of values; anything outside those shapes
 * (huge, non-finite) still goes through Intl, created on first use.
 */

let inrIntl: Intl.NumberFormat | undefined
const foreignIntl = new Map<ForeignCurrency, Intl.NumberFormat>()

function intlInr(): Intl.NumberFormat {
  return (inrIntl ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 }))
}

/** The locale whose style each foreign currency is printed in: the symbol first, then western grouping. */
export const FOREIGN_LOCALES = { USD: 'en-US', EUR: 'en-IE', GBP: 'en-GB', AED: 'en-AE' } as const
const FOREIGN_PREFIX = { USD: '$', EUR: '€', GBP: '£', AED: 'AED\u00a0' } as const

function intlForeign(currency: ForeignCurrency): Intl.NumberFormat {
  let intl = foreignIntl.get(currency)
  if (!intl) {
    intl = new Intl.NumberFormat(FOREIGN_LOCALES[currency], { style: 'currency', currency, maximumFractionDigits: 2, minimumFractionDigits: 2 })
    foreignIntl.set(currency, intl)
  }
  return intl
}

/** Below this, `String(n)` never uses exponent notation and digits are exact enough to round. */
const PLAIN_LIMIT = 1e15

/**
 * |amount| rounded to two decimals, half away from zero, on the number's shortest decimal form
 * (as Intl does: 1.005 → 1.01, where toFixed would give 1.00). Null when outside the plain range.
 */
function roundedParts(amount: number): { int: string; frac: string } | null {
  const abs = Math.abs(amount)
  if (!Number.isFinite(abs) || abs >= PLAIN_LIMIT) return null
  let text = String(abs)
  if (text.includes('e')) {
    // Tiny values (e.g. 1e-7) print with an exponent; they round to zero.
    if (abs < 0.005) return { int: '0', frac: '00' }
    return null
  }
  const [intText = '0', fracText = ''] = text.split('.')
  const cents = BigInt(intText) * 100n + BigInt((fracText + '00').slice(0, 2))
  const roundUp = (fracText[2] ?? '0') >= '5'
  text = (cents + (roundUp ? 1n : 0n)).toString().padStart(3, '0')
  return { int: text.slice(0, -2), frac: text.slice(-2) }
}

/** Intl shows the minus sign for every negative number, also one that rounds to zero, and for -0. */
function isNegative(amount: number): boolean {
  return amount < 0 || Object.is(amount, -0)
}

/** 1234567 → '12,34,567': the last three digits, then groups of two. */
function groupIndian(int: string): string {
  if (int.length <= 3) return int
  const head = int.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  return `${head},${int.slice(-3)}`
}

/** 1234567 → '1,234,567'. */
function groupWestern(int: string): string {
  return int.replace(/\B(?=(\d{3})+$)/g, ',')
}

/** Rupees in the en-IN style: ₹1,23,456 (decimals only when there are any). */
export function formatInr(amount: number): string {
  const parts = roundedParts(amount)
  if (!parts) return intlInr().format(amount)
  const frac = parts.frac.replace(/0+$/, '')
  const body = `₹${groupIndian(parts.int)}${frac ? `.${frac}` : ''}`
  return isNegative(amount) ? `-${body}` : body
}

/** A foreign currency with cents, in its own style: $1,234.50, €1,234.50, £1,234.50, AED 1,234.50. */
export function formatForeign(amount: number, currency: ForeignCurrency): string {
  const parts = roundedParts(amount)
  if (!parts) return intlForeign(currency).format(amount)
  const body = `${FOREIGN_PREFIX[currency]}${groupWestern(parts.int)}.${parts.frac}`
  return isNegative(amount) ? `-${body}` : body
}

/** US dollars with cents: $1,234.50. */
export function formatUsd(amount: number): string {
  return formatForeign(amount, 'USD')
}

/** A count in the en-IN style (5,000; 1,00,000), for character counters and limits. */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count)
  return `${count < 0 ? '-' : ''}${groupIndian(String(Math.abs(count)))}`
}

/** The currencies a buyer can read prices in; rupees are the site's own, the others converted. */
export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED'] as const
export type Currency = (typeof CURRENCIES)[number]
export type ForeignCurrency = Exclude<Currency, 'INR'>

/**
 * A rupee price in the buyer's currency: rupees as they are, another currency converted at
 * `rupeesPerUnit` (how many rupees one unit costs, as staff enter it) and marked approximate.
 */
export function formatPrice(amountInr: number, currency: Currency, rupeesPerUnit: number): string {
  if (currency === 'INR') return formatInr(amountInr)
  return `≈ ${formatForeign(amountInr / rupeesPerUnit, currency)}`
}
