import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FOREIGN_LOCALES, formatCount, formatForeign, formatInr, formatPrice, formatUsd, type ForeignCurrency } from './format'

// The oracle: the platform's own formatters, with the options the site used before.
const intlInr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 })
const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 2 })
const FOREIGN = Object.keys(FOREIGN_LOCALES) as ForeignCurrency[]
const intlForeign = Object.fromEntries(
  FOREIGN.map((c) => [c, new Intl.NumberFormat(FOREIGN_LOCALES[c], { style: 'currency', currency: c, maximumFractionDigits: 2, minimumFractionDigits: 2 })]),
) as Record<ForeignCurrency, Intl.NumberFormat>

/** Prices as they come from the content and from INR→USD conversion: whole, with cents, or long fractions. */
const amounts = fc.oneof(
  fc.integer({ min: -10_000_000, max: 10_000_000 }),
  fc.integer({ min: -100_000_000, max: 100_000_000 }).map((cents) => cents / 100),
  fc.double({ min: -1e14, max: 1e14, noNaN: true }),
  fc.double({ min: -10, max: 10, noNaN: true }),
  fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000),
)

describe('formatInr and formatUsd print exactly what Intl.NumberFormat prints', () => {
  it('for any amount a price can be', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatInr(amount)).toBe(intlInr.format(amount))
        expect(formatUsd(amount)).toBe(intlUsd.format(amount))
      }),
      { numRuns: 20_000 },
    )
  })

  it('for every foreign currency, in its own style', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom(...FOREIGN), (amount, currency) => {
        expect(formatForeign(amount, currency)).toBe(intlForeign[currency].format(amount))
      }),
      { numRuns: 10_000 },
    )
    expect(formatForeign(1234.5, 'EUR')).toBe('€1,234.50')
    expect(formatForeign(1234.5, 'GBP')).toBe('£1,234.50')
    expect(formatForeign(1234.5, 'AED')).toBe('AED\u00a01,234.50')
  })

  it.each([0, -0, 1.005, 2.675, 0.995, 999.995, 1e-7, -0.001, 1234567.891, 1e15, 1e21, 1.5e300, Infinity, -Infinity, NaN])(
    'for %s (halves, tiny, huge and non-finite)',
    (amount) => {
      expect(formatInr(amount)).toBe(intlInr.format(amount))
      expect(formatUsd(amount)).toBe(intlUsd.format(amount))
    },
  )

  it('in the en-IN style: ₹1,234 and lakh grouping', () => {
    expect(formatInr(1234)).toBe('₹1,234')
    expect(formatInr(123456)).toBe('₹1,23,456')
    expect(formatUsd(12.5)).toBe('$12.50')
    expect(formatPrice(1000, 'USD', 80)).toBe('≈ $12.50')
    expect(formatPrice(1000, 'EUR', 90)).toBe('≈ €11.11')
    expect(formatPrice(1000, 'INR', 80)).toBe('₹1,000')
  })
})

describe('formatCount', () => {
  it('groups whole numbers as en-IN toLocaleString does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-IN'))
      }),
      { numRuns: 5_000 },
    )
    expect(formatCount(5000)).toBe('5,000')
  })
})
