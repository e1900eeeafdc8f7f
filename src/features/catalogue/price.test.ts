import { describe, expect, it } from 'vitest'
import { formatInr, formatPrice } from '@/lib/format'

describe('en-IN rupee formatting', () => {
  it('groups thousands the Indian way', () => {
    expect(formatInr(1234)).toBe('₹1,234')
    expect(formatInr(123456)).toBe('₹1,23,456')
    expect(formatInr(45)).toBe('₹45')
    expect(formatInr(99.5)).toBe('₹99.5')
  })

  it('converts at the rupees-per-unit rate from site settings and marks the result approximate', () => {
    expect(formatPrice(1000, 'INR', 84)).toBe('₹1,000')
    expect(formatPrice(1000, 'USD', 80)).toBe('≈ $12.50')
    expect(formatPrice(84.2, 'AED', 22.9)).toBe('≈ AED\u00a03.68')
  })
})
