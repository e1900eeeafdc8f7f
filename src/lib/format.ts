// Each buyer reads prices in their own style: rupees in en-IN, a foreign currency in its own locale.
import { BASE_CURRENCY, currencyInfo, type Currency, type ForeignCurrency } from '../../shared/currencies.ts'

export { CURRENCIES, type Currency, type ForeignCurrency } from '../../shared/currencies.ts'

// Created on first use: building an Intl formatter loads locale data, work a page without prices never does.
const priceFormats = new Map<Currency, Intl.NumberFormat>()
let countFormat: Intl.NumberFormat | undefined

function priceFormat(currency: Currency): Intl.NumberFormat {
  let format = priceFormats.get(currency)
  if (!format) {
    const { locale } = currencyInfo(currency)
    // Rupee prices show paise only when there are any; converted prices always show cents.
    const minimumFractionDigits = currency === BASE_CURRENCY ? 0 : 2
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits, maximumFractionDigits: 2 })
    priceFormats.set(currency, format)
  }
  return format
}

/** Rupees in the en-IN style: ₹1,23,456 (decimals only when there are any). */
export function formatInr(amount: number): string {
  return priceFormat(BASE_CURRENCY).format(amount)
}

/** A foreign currency with cents, in its own style: $1,234.50, €1,234.50, £1,234.50, AED 1,234.50. */
export function formatForeign(amount: number, currency: ForeignCurrency): string {
  return priceFormat(currency).format(amount)
}

/** A count in the en-IN style (5,000; 1,00,000), for character counters and limits. */
export function formatCount(count: number): string {
  return (countFormat ??= new Intl.NumberFormat('en-IN')).format(count)
}

/** `rupeesPerUnit` is as staff enter it; a converted price is marked approximate. */
export function formatPrice(amountInr: number, currency: Currency, rupeesPerUnit: number): string {
  if (currency === BASE_CURRENCY) return formatInr(amountInr)
  return `≈ ${formatForeign(amountInr / rupeesPerUnit, currency)}`
}
