// Stale rates show rupees only, rather than a price converted at an old rate (docs/decisions/016).
import { daysBetween, formatDate } from '../../../shared/dates.ts'
import {
  CURRENCIES,
  DEFAULT_MAX_AGE_DAYS,
  FOREIGN_CURRENCIES,
  MAX_AGE_RANGE,
  RATE_RANGE,
  rateField,
  type Currency,
  type ForeignCurrency,
  type RateField,
} from '../../../shared/currencies.ts'

/** As the content holds them; any field may be missing or wrong. */
export interface ExchangeRateSettings {
  exchangeRates?: Partial<Record<RateField, number | null>> | null
  exchangeRatesDate?: string | null
  exchangeRatesMaxAgeDays?: number | null
}

export type RateState =
  { kind: 'usable'; rates: Partial<Record<ForeignCurrency, number>>; date: string } | { kind: 'stale'; date: string; maxAgeDays: number } | { kind: 'missing' }

export function isUsableRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= RATE_RANGE.min && value <= RATE_RANGE.max
}

function maxAge(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MAX_AGE_RANGE.min && value <= MAX_AGE_RANGE.max ? value : DEFAULT_MAX_AGE_DAYS
}

/** The rates as a buyer may use them on `today` (YYYY-MM-DD in India, where staff date them). */
export function rateState(settings: ExchangeRateSettings, today: string): RateState {
  const rates: Partial<Record<ForeignCurrency, number>> = {}
  for (const currency of FOREIGN_CURRENCIES) {
    const value = settings.exchangeRates?.[rateField(currency)]
    if (isUsableRate(value)) rates[currency] = value
  }
  const date = settings.exchangeRatesDate
  const days = date ? daysBetween(date, today) : null
  if (Object.keys(rates).length === 0 || !date || days === null) return { kind: 'missing' }
  const maxAgeDays = maxAge(settings.exchangeRatesMaxAgeDays)
  // A date in the future is a typing mistake as well: treated like an old one.
  if (days > maxAgeDays || days < 0) return { kind: 'stale', date, maxAgeDays }
  return { kind: 'usable', rates, date }
}

/** The currencies offered: rupees always, each other one while its rate is usable. */
export function offeredCurrencies(state: RateState): Currency[] {
  return CURRENCIES.filter((c) => c === 'INR' || (state.kind === 'usable' && state.rates[c] !== undefined))
}

/** The currency prices are shown in: the buyer's choice when it is offered, rupees otherwise. */
export function shownCurrency(chosen: Currency, state: RateState): Currency {
  return chosen === 'INR' || (state.kind === 'usable' && state.rates[chosen] !== undefined) ? chosen : 'INR'
}

/** What the buyer is told under the switch: how prices are converted, or why only rupees are shown. */
export function rateNote(chosen: Currency, state: RateState): string | null {
  const shown = shownCurrency(chosen, state)
  if (shown !== 'INR' && state.kind === 'usable') {
    return `Prices marked ≈ are approximate, converted from rupees at the rates of ${formatDate(state.date)}. Quotes are made in rupees.`
  }
  if (chosen === 'INR') return null
  if (state.kind === 'stale') {
    return `Prices are shown in rupees: the exchange rates were last updated on ${formatDate(state.date)}, more than ${state.maxAgeDays} days ago.`
  }
  return `Prices are shown in rupees: no exchange rate for ${chosen} is set at the moment.`
}

/** The currency the buyer read prices in, and the rate used, for staff; rupees need no rate. */
export interface RequestCurrency {
  currency: string
  rate: string
}

export const RUPEES_REQUEST: RequestCurrency = { currency: 'INR', rate: '' }

/** For a quote or sample request: the chosen currency, with the rate used, so staff see what the buyer saw. */
export function currencyForRequest(chosen: Currency, state: RateState): RequestCurrency {
  const shown = shownCurrency(chosen, state)
  if (shown === 'INR' || state.kind !== 'usable') return { currency: 'INR', rate: '' }
  return { currency: shown, rate: `1 ${shown} = ₹${state.rates[shown]} (rates of ${state.date})` }
}

/** None for rupees; the figures themselves stay in rupees. */
export function requestCurrencyLines(currency: RequestCurrency, what: string): string[] {
  return currency.currency === 'INR' ? [] : ['', `Prices seen in ${currency.currency}: ${currency.rate}. ${what}`]
}
