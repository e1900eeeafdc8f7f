// One row per currency; everything else derives from this table (docs/decisions/032).

export const CURRENCY_TABLE = [
  { code: 'INR', label: 'Indian rupee', symbol: '₹', locale: 'en-IN', exampleRate: null },
  { code: 'USD', label: 'US dollar', symbol: '$', locale: 'en-US', exampleRate: 84.2 },
  { code: 'EUR', label: 'Euro', symbol: '€', locale: 'en-IE', exampleRate: 97.5 },
  { code: 'GBP', label: 'British pound', symbol: '£', locale: 'en-GB', exampleRate: 111.4 },
  { code: 'AED', label: 'UAE dirham', symbol: 'AED', locale: 'en-AE', exampleRate: 22.9 },
] as const satisfies readonly CurrencyRow[]

interface CurrencyRow {
  /** ISO 4217, as Intl.NumberFormat and the buyer's saved choice take it. */
  code: string
  /** The name buyers and editors read, as in "1 US dollar". */
  label: string
  /** What the switch shows before the name; the test checks Intl prints the same in `locale`. */
  symbol: string
  locale: string
  /** Rupees for one unit, shown to editors as an example; null for rupees, which need no rate. */
  exampleRate: number | null
}

export type CurrencyInfo = (typeof CURRENCY_TABLE)[number]
export type Currency = CurrencyInfo['code']
/** The site's own currency: prices are stored in it and every other one is converted from it. */
export const BASE_CURRENCY = 'INR' satisfies Currency
export type ForeignCurrency = Exclude<Currency, typeof BASE_CURRENCY>
/** The site-settings field holding the rate of a foreign currency: its code in lower case ('usd'). */
export type RateField = Lowercase<ForeignCurrency>

export const CURRENCIES: readonly Currency[] = CURRENCY_TABLE.map((row) => row.code)
export const FOREIGN_CURRENCIES: readonly ForeignCurrency[] = CURRENCIES.filter((code): code is ForeignCurrency => code !== BASE_CURRENCY)

export function currencyInfo(code: Currency): CurrencyInfo {
  // Every code comes from the table, so the row exists.
  return CURRENCY_TABLE.find((row) => row.code === code)!
}

export function rateField(code: ForeignCurrency): RateField {
  return code.toLowerCase() as RateField
}

/** Rupees for one unit: a rate outside this range is a typing mistake (0.012 entered the other way round). */
export const RATE_RANGE = { min: 1, max: 1000 } as const
/** How many days the rates stay valid when staff leave it empty, and what they may enter. */
export const DEFAULT_MAX_AGE_DAYS = 30
export const MAX_AGE_RANGE = { min: 1, max: 365 } as const
