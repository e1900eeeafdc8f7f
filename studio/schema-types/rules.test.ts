import { describe, expect, it } from 'vitest'
import {
  checkBadge,
  checkCategory,
  checkRatesDate,
  checkRatesMaxAge,
  checkRupeesPerUnit,
  checkMinOrderKg,
  checkPackSize,
  checkPhone,
  checkPolicySlug,
  checkPrice,
  checkProductId,
  checkRating,
  checkWhatsapp,
  hasAtMostDecimals,
  slugify,
} from './rules.ts'

const ok = (result: true | string) => result === true

describe('rules', () => {
  it('leaves empty values to required()', () => {
    for (const check of [
      checkProductId,
      checkPrice,
      checkRating,
      checkCategory,
      checkBadge,
      checkPolicySlug,
      checkPackSize,
      checkMinOrderKg,
      checkPhone,
      checkWhatsapp,
      checkRupeesPerUnit,
      checkRatesMaxAge,
    ]) {
      expect(check(undefined)).toBe(true)
    }
  })

  it('productId: whole numbers 1-9999', () => {
    expect([1, 56, 9999].every((v) => ok(checkProductId(v)))).toBe(true)
    expect(checkProductId(0)).toMatch(/between 1 and 9999/)
    expect(checkProductId(10000)).toMatch(/between 1 and 9999/)
    expect(checkProductId(2.5)).toMatch(/whole number/)
  })

  it('rating: 0-5 with one decimal, tolerant of float noise', () => {
    expect([0, 5, 4.3, 3.5, 0.1 + 0.2, 4.9].every((v) => ok(checkRating(v)))).toBe(true)
    expect(checkRating(4.35)).toMatch(/one decimal/)
    expect(checkRating(5.1)).toMatch(/between 0 and 5/)
    expect(checkRating(-1)).toMatch(/between 0 and 5/)
    expect(hasAtMostDecimals(4.3 * 3, 1)).toBe(true)
    expect(hasAtMostDecimals(4.25, 1)).toBe(false)
  })

  it('prices: above zero, at most paise', () => {
    expect(ok(checkPrice(85))).toBe(true)
    expect(ok(checkPrice(85.5))).toBe(true)
    expect(checkPrice(0, 'Bulk price')).toMatch(/^Bulk price must be/)
    expect(checkPrice(-5)).toMatch(/above zero/)
    expect(checkPrice(1.234)).toMatch(/two decimals/)
  })

  it('category, policy slug and badge', () => {
    expect(ok(checkCategory('Makhana'))).toBe(true)
    expect(checkCategory('makhana')).toMatch(/Whole Spices, Ground Spices, Blends, Retail Packs, Makhana/)
    expect(ok(checkPolicySlug('terms-of-services'))).toBe(true)
    expect(checkPolicySlug('terms-of-service')).toMatch(/privacy-policy/)
    expect(ok(checkBadge(''))).toBe(true)
    expect(ok(checkBadge('Export Quality'))).toBe(true)
    expect(checkBadge(' Premium')).toMatch(/spaces/)
    expect(checkBadge('A badge that is far too long for a card')).toMatch(/24 characters/)
  })

  it('pack size, minimum order, phone, WhatsApp and exchange rate', () => {
    expect(['100 g pouch', '1 kg jar', '250g', '1.5 kg bag'].every((v) => ok(checkPackSize(v)))).toBe(true)
    expect(checkPackSize('pouch of 100 g')).toMatch(/100 g pouch/)
    expect(ok(checkMinOrderKg(2.5))).toBe(true)
    expect(checkMinOrderKg(0)).toMatch(/more than 0 kg/)
    expect(ok(checkPhone('+91 99900 00001'))).toBe(true)
    expect(checkPhone('99900 00001')).toMatch(/country code/)
    expect(ok(checkWhatsapp('919990000001'))).toBe(true)
    expect(checkWhatsapp('+91 99900 00001')).toMatch(/digits only/)
    expect(ok(checkRupeesPerUnit(84.2))).toBe(true)
    expect(checkRupeesPerUnit(0.012)).toMatch(/how many rupees one unit/)
    expect(checkRupeesPerUnit(-84)).toMatch(/between 1 and 1000/)
    const today = '2026-11-25'
    expect(ok(checkRatesDate('2026-11-25', today))).toBe(true)
    expect(checkRatesDate('2026-11-26', today)).toMatch(/cannot be in the future/)
    expect(checkRatesDate('2026-12-31', today)).toMatch(/cannot be in the future/)
    expect(checkRatesDate('2026-02-30', today)).toMatch(/Pick the day/)
    expect(checkRatesDate(undefined, today)).toMatch(/Enter the day you checked/)
    expect(ok(checkRatesMaxAge(30))).toBe(true)
    expect(checkRatesMaxAge(0)).toMatch(/between 1 and 365/)
    expect(checkRatesMaxAge(7.5)).toMatch(/whole number/)
  })

  it('slugify makes readable addresses', () => {
    expect(slugify('Cumin Seeds (Jeera)')).toBe('cumin-seeds-jeera')
    expect(slugify('Pink Salt & Pepper Makhana')).toBe('pink-salt-and-pepper-makhana')
    expect(slugify('Terms of Services')).toBe('terms-of-services')
    expect(slugify('Makhana in traditional medicine: an ancient history')).toBe('makhana-in-traditional-medicine-an-ancient-history')
  })
})
