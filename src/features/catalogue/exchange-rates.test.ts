import { describe, expect, expectTypeOf, it } from 'vitest'
import type { SITE_SETTINGS_QUERY_RESULT } from '@/lib/sanity.types'
import { CURRENCIES, FOREIGN_CURRENCIES, currencyInfo, rateField, type RateField } from '../../../shared/currencies.ts'
import { currencyForRequest, offeredCurrencies, rateNote, rateState, shownCurrency, type ExchangeRateSettings } from './exchange-rates'

// The content's settings have a rate field for each foreign currency of the table, and no other (else: `npm run typegen`).
expectTypeOf<keyof NonNullable<NonNullable<SITE_SETTINGS_QUERY_RESULT>['exchangeRates']>>().toEqualTypeOf<RateField>()

const TODAY = '2026-11-25'
/** Every foreign currency of the table at its example rate: a new row is offered without touching this file. */
const RATES = Object.fromEntries(FOREIGN_CURRENCIES.map((code) => [code, currencyInfo(code).exampleRate ?? 0]))
const FRESH: ExchangeRateSettings = {
  exchangeRates: Object.fromEntries(FOREIGN_CURRENCIES.map((code) => [rateField(code), RATES[code]])),
  exchangeRatesDate: '2026-11-20',
  exchangeRatesMaxAgeDays: 30,
}

describe('exchange rates from site settings', () => {
  it('offers every currency whose rate is usable while the rates are recent', () => {
    const state = rateState(FRESH, TODAY)
    expect(state).toEqual({ kind: 'usable', rates: RATES, date: '2026-11-20' })
    expect(offeredCurrencies(state)).toEqual(CURRENCIES)
  })

  it('leaves out a currency whose rate is missing or impossible', () => {
    for (const bad of [null, 0, -84, 0.012, 5000, Number.NaN]) {
      const state = rateState({ ...FRESH, exchangeRates: { ...FRESH.exchangeRates, eur: bad } }, TODAY)
      expect(offeredCurrencies(state)).toEqual(CURRENCIES.filter((code) => code !== 'EUR'))
    }
  })

  it('falls back to rupees when the rates are older than the allowed age, or dated in the future', () => {
    expect(rateState({ ...FRESH, exchangeRatesDate: '2026-10-26' }, TODAY).kind).toBe('usable')
    expect(rateState({ ...FRESH, exchangeRatesDate: '2026-10-25' }, TODAY)).toEqual({ kind: 'stale', date: '2026-10-25', maxAgeDays: 30 })
    expect(rateState({ ...FRESH, exchangeRatesMaxAgeDays: 3 }, TODAY).kind).toBe('stale')
    expect(rateState({ ...FRESH, exchangeRatesDate: '2027-01-01' }, TODAY).kind).toBe('stale')
    expect(offeredCurrencies(rateState({ ...FRESH, exchangeRatesDate: '2020-01-01' }, TODAY))).toEqual(['INR'])
  })

  it('treats a missing or malformed date, or no rates at all, as missing; a bad age as the default 30 days', () => {
    expect(rateState({ ...FRESH, exchangeRatesDate: null }, TODAY)).toEqual({ kind: 'missing' })
    expect(rateState({ ...FRESH, exchangeRatesDate: '25/11/2026' }, TODAY)).toEqual({ kind: 'missing' })
    expect(rateState({ exchangeRatesDate: '2026-11-20' }, TODAY)).toEqual({ kind: 'missing' })
    expect(rateState({ ...FRESH, exchangeRatesMaxAgeDays: -5, exchangeRatesDate: '2026-10-26' }, TODAY).kind).toBe('usable')
    expect(rateState({ ...FRESH, exchangeRatesMaxAgeDays: -5, exchangeRatesDate: '2026-10-25' }, TODAY).kind).toBe('stale')
  })

  it('shows the chosen currency only while it is offered, and says why otherwise', () => {
    const fresh = rateState(FRESH, TODAY)
    const stale = rateState({ ...FRESH, exchangeRatesDate: '2026-09-01' }, TODAY)
    expect(shownCurrency('EUR', fresh)).toBe('EUR')
    expect(shownCurrency('EUR', stale)).toBe('INR')
    expect(rateNote('EUR', fresh)).toBe('Prices marked ≈ are approximate, converted from rupees at the rates of 20 November 2026. Quotes are made in rupees.')
    expect(rateNote('EUR', stale)).toBe('Prices are shown in rupees: the exchange rates were last updated on 1 September 2026, more than 30 days ago.')
    expect(rateNote('AED', { kind: 'missing' })).toBe('Prices are shown in rupees: no exchange rate for AED is set at the moment.')
    expect(rateNote('INR', stale)).toBeNull()
    expect(rateNote('INR', fresh)).toBeNull()
  })

  it('tells staff in a request which currency the buyer read and at which rate', () => {
    expect(currencyForRequest('GBP', rateState(FRESH, TODAY))).toEqual({ currency: 'GBP', rate: '1 GBP = ₹111.4 (rates of 2026-11-20)' })
    expect(currencyForRequest('GBP', { kind: 'missing' })).toEqual({ currency: 'INR', rate: '' })
    expect(currencyForRequest('INR', rateState(FRESH, TODAY))).toEqual({ currency: 'INR', rate: '' })
  })

  it("counts the rates' age in India's days: rates of today are fresh, of tomorrow a typing mistake", () => {
    expect(rateState({ ...FRESH, exchangeRatesDate: TODAY }, TODAY).kind).toBe('usable')
    expect(rateState({ ...FRESH, exchangeRatesDate: '2026-11-26' }, TODAY).kind).toBe('stale')
    expect(rateState({ ...FRESH, exchangeRatesDate: '2026-02-30' }, TODAY)).toEqual({ kind: 'missing' })
  })
})
