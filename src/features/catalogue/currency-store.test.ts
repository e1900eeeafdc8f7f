import { describe, expect, it } from 'vitest'
import { repairStoredCurrency, usableRate } from './currency-store'

describe('repairStoredCurrency', () => {
  it('keeps a saved USD and falls back to INR for anything else', () => {
    expect(repairStoredCurrency({ currency: 'USD' })).toBe('USD')
    expect(repairStoredCurrency({ currency: 'INR' })).toBe('INR')
    for (const junk of [null, undefined, 'USD', 42, [], { currency: 'usd' }, { currency: 'EUR' }, { currency: { toString: () => 'USD' } }]) {
      expect(repairStoredCurrency(junk)).toBe('INR')
    }
  })
})

describe('usableRate', () => {
  it('accepts an INR→USD rate and rejects values staff could not have meant', () => {
    expect(usableRate(0.012)).toBe(0.012)
    for (const bad of [0, -0.012, 83, Number.NaN, Number.POSITIVE_INFINITY, '0.012', null, undefined]) {
      expect(usableRate(bad)).toBeNull()
    }
  })
})
