// Prices keep the buyer's currency; the page's language decides the digits and grouping (docs/decisions/041).
import { BASE_CURRENCY, currencyInfo, type Currency, type ForeignCurrency } from '../../shared/currencies.ts'
import { DEFAULT_LANGUAGE, languageInfo, type Language } from '../../shared/languages.ts'
import { formatDate } from '../../shared/dates.ts'

export { CURRENCIES, type Currency, type ForeignCurrency } from '../../shared/currencies.ts'

// Made on first use and kept: building an Intl formatter loads locale data, work a page without
// prices never does, and the build writes thousands of pages with the same few. Keys: 'de count'
// (numbers), 'USD de' (prices), 'de' (currency names).
const formatters = new Map<string, Intl.NumberFormat | Intl.DisplayNames>()

function kept<T extends Intl.NumberFormat | Intl.DisplayNames>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined
  if (!formatter) formatters.set(key, (formatter = make()))
  return formatter
}

/** One formatter per language and style. */
function numberFormat(language: Language, style: NumberStyle): Intl.NumberFormat {
  return kept(`${language} ${style}`, () => new Intl.NumberFormat(languageInfo(language).intlLocale, NUMBER_STYLES[style]))
}

type NumberStyle = 'count' | 'decimal' | 'percent' | 'tenths'

const NUMBER_STYLES: Record<NumberStyle, Intl.NumberFormatOptions> = {
  count: {},
  decimal: { maximumFractionDigits: 2 },
  percent: { style: 'percent', maximumFractionDigits: 0 },
  tenths: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
}

/** English pages keep each currency's own style (₹1,23,456, $1,234.50); the other languages write every currency their way. */
function priceLocale(currency: Currency, language: Language): string {
  return language === DEFAULT_LANGUAGE ? currencyInfo(currency).locale : languageInfo(language).intlLocale
}

function priceFormat(currency: Currency, language: Language): Intl.NumberFormat {
  // Rupee prices show paise only when there are any; converted prices always show cents.
  const minimumFractionDigits = currency === BASE_CURRENCY ? 0 : 2
  return kept(
    `${currency} ${language}`,
    () => new Intl.NumberFormat(priceLocale(currency, language), { style: 'currency', currency, minimumFractionDigits, maximumFractionDigits: 2 }),
  )
}

/** Rupees: ₹1,23,456 in English (decimals only when there are any), 123.456 ₹ in German. */
export function formatInr(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  return priceFormat(BASE_CURRENCY, language).format(amount)
}

/** A foreign currency with cents: $1,234.50 in English, 1.234,50 $ in German, US$1,234.50 in Chinese. */
export function formatForeign(amount: number, currency: ForeignCurrency, language: Language = DEFAULT_LANGUAGE): string {
  return priceFormat(currency, language).format(amount)
}

/** A count in the page's language: 1,00,000 in English (India's grouping), 100.000 in German. */
export function formatCount(count: number, language: Language = DEFAULT_LANGUAGE): string {
  return numberFormat(language, 'count').format(count)
}

/** `rupeesPerUnit` is as staff enter it; a converted price is marked approximate. */
export function formatPrice(amountInr: number, currency: Currency, rupeesPerUnit: number, language: Language = DEFAULT_LANGUAGE): string {
  if (currency === BASE_CURRENCY) return formatInr(amountInr, language)
  return `≈ ${formatForeign(amountInr / rupeesPerUnit, currency, language)}`
}

/** A day ('2026-11-27') or moment as its day in India, written the page's way: 27 November 2026, 27. November 2026, 2026年11月27日. */
export function formatDay(value: string | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  return formatDate(value, languageInfo(language).intlLocale)
}

/** A share from 0 to 1 as a whole percentage: 42%, 42 % in German. */
export function formatPercent(share: number, language: Language = DEFAULT_LANGUAGE): string {
  return numberFormat(language, 'percent').format(share)
}

/** A figure with one decimal, as star ratings and file sizes show it: 4.5, 4,5 in German. */
export function formatTenths(value: number, language: Language = DEFAULT_LANGUAGE): string {
  return numberFormat(language, 'tenths').format(value)
}

/** A measured figure with up to two decimals: 2.5, 2,5 in German. */
export function formatDecimal(value: number, language: Language = DEFAULT_LANGUAGE): string {
  return numberFormat(language, 'decimal').format(value)
}

/** A currency's name: the table's in English ('US dollar'), the locale's own in the other languages ('US-Dollar'). */
export function currencyName(code: Currency, language: Language = DEFAULT_LANGUAGE): string {
  const { label } = currencyInfo(code)
  return language === DEFAULT_LANGUAGE
    ? label
    : (kept(language, () => new Intl.DisplayNames(languageInfo(language).intlLocale, { type: 'currency' })).of(code) ?? label)
}
