import { describe, expect, it } from 'vitest'
import { CURRENCIES } from '../../../shared/currencies.ts'
import { repairStoredCurrency } from './currency-store'

describe('repairStoredCurrency', () => {
  it('keeps a saved currency of the site and falls back to INR for anything else', () => {
    for (const currency of CURRENCIES) expect(repairStoredCurrency({ currency })).toBe(currency)
    for (const junk of [null, undefined, 'USD', 42, [], { currency: 'usd' }, { currency: 'JPY' }, { currency: { toString: () => 'USD' } }]) {
      expect(repairStoredCurrency(junk)).toBe('INR')
    }
  })
})
