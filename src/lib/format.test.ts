import { afterEach, describe, expect, it, vi } from 'vitest'
import { CURRENCY_TABLE, FOREIGN_CURRENCIES } from '../../shared/currencies.ts'
import { formatCount, formatDay, formatForeign, formatInr, formatPercent, formatPrice, formatTenths } from './format'

describe('prices in every currency of the table', () => {
  // Every row, so a currency added to the table is checked without touching this file.
  it.each(CURRENCY_TABLE.map((row) => [row.code, row] as const))('%s: its symbol first, grouped digits, and a minus sign before it', (_code, row) => {
    const print = (amount: number) => (row.code === 'INR' ? formatInr(amount) : formatForeign(amount, row.code))
    const cents = row.code === 'INR' ? '' : '.00'
    // The switch shows the table's symbol: the locale must print that very symbol (a space may follow a letter code).
    const afterSymbol = (text: string) => (text.startsWith(row.symbol) ? text.slice(row.symbol.length).trim() : `no ${row.symbol} first in ${text}`)
    expect(afterSymbol(print(1234))).toBe(`1,234${cents}`)
    expect(afterSymbol(print(-1234).replace(/^-/, ''))).toBe(`1,234${cents}`)
    expect(print(-1234)).toMatch(/^-/)
    expect(print(1.005)).toMatch(/1\.01$/)
    expect(formatPrice(1000, row.code, 80)).toBe(row.code === 'INR' ? '₹1,000' : `≈ ${formatForeign(12.5, row.code)}`)
  })

  it('has a rate example for each foreign currency and none for rupees', () => {
    for (const row of CURRENCY_TABLE) expect(row.exampleRate === null).toBe(row.code === 'INR')
    expect(FOREIGN_CURRENCIES).not.toContain('INR')
    expect(new Set(CURRENCY_TABLE.map((row) => row.code)).size).toBe(CURRENCY_TABLE.length)
  })
})

describe('the styles buyers read', () => {
  it('rupees in en-IN: lakh grouping, paise only when there are any', () => {
    expect(formatInr(1234)).toBe('₹1,234')
    expect(formatInr(123456)).toBe('₹1,23,456')
    expect(formatInr(1234.5)).toBe('₹1,234.5')
    expect(formatInr(0.004)).toBe('₹0')
  })

  it('foreign currencies with cents, each in its own style', () => {
    expect(formatForeign(1234.5, 'USD')).toBe('$1,234.50')
    expect(formatForeign(1234.5, 'EUR')).toBe('€1,234.50')
    expect(formatForeign(1234.5, 'GBP')).toBe('£1,234.50')
    expect(formatForeign(1234.5, 'AED')).toBe('AED\u00a01,234.50')
    expect(formatPrice(1000, 'EUR', 90)).toBe('≈ €11.11')
  })

  it('counts in en-IN grouping', () => {
    expect(formatCount(5000)).toBe('5,000')
    expect(formatCount(100000)).toBe('1,00,000')
    expect(formatCount(-1234567)).toBe('-12,34,567')
  })
})

describe('in the page language', () => {
  it('keeps the chosen currency and writes digits and grouping the language’s way', () => {
    expect(formatForeign(1234.5, 'EUR', 'de')).toBe('1.234,50\u00a0€')
    expect(formatInr(123456, 'de')).toBe('123.456\u00a0₹')
    expect(formatForeign(1234.5, 'USD', 'zh')).toBe('US$1,234.50')
    expect(formatPrice(1000, 'EUR', 80, 'de')).toBe('≈ 12,50\u00a0€')
  })

  it('writes Arabic prices, counts and dates with Latin digits', () => {
    for (const text of [formatForeign(1234.5, 'AED', 'ar'), formatInr(123456, 'ar'), formatCount(5000, 'ar'), formatDay('2026-11-27', 'ar')]) {
      expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/)
      expect(text).toMatch(/\d/)
    }
    expect(formatForeign(1234.5, 'AED', 'ar')).toContain('1,234.50')
    expect(formatDay('2026-11-27', 'ar')).toMatch(/^27 نوفمبر 2026$/)
  })

  it('groups counts and writes dates per language, English keeping India’s style', () => {
    expect(formatCount(100000, 'de')).toBe('100.000')
    expect(formatCount(100000, 'zh')).toBe('100,000')
    expect(formatDay('2026-11-27')).toBe('27 November 2026')
    expect(formatDay('2026-11-27', 'de')).toBe('27. November 2026')
    expect(formatDay('2026-11-27', 'zh')).toBe('2026年11月27日')
    expect(formatDay('not a day', 'zh')).toBe('')
  })
})

describe('shares and ratings in the page language', () => {
  it('writes a percentage and a one-decimal rating the language’s way', () => {
    expect(formatPercent(0.42)).toBe('42%')
    expect(formatPercent(0.42, 'de')).toBe('42\u00a0%')
    expect(formatTenths(4, 'en')).toBe('4.0')
    expect(formatTenths(4.5, 'de')).toBe('4,5')
    expect(formatTenths(4.5, 'ar')).toBe('4.5')
  })
})

describe('currency names in the page language', () => {
  const { DisplayNames } = Intl
  afterEach(() => {
    vi.restoreAllMocks()
    vi.resetModules()
  })

  it('takes English names from the table and the locale’s own elsewhere, with one formatter per language', async () => {
    const made = vi.spyOn(Intl, 'DisplayNames')
    vi.resetModules()
    // A fresh module: nothing made yet, whatever other tests formatted.
    const { currencyName } = await import('./format')
    expect(CURRENCY_TABLE.map((row) => currencyName(row.code))).toEqual(CURRENCY_TABLE.map((row) => row.label))
    expect(made).not.toHaveBeenCalled()
    const german = () => CURRENCY_TABLE.map((row) => currencyName(row.code, 'de'))
    expect(german()).toEqual(CURRENCY_TABLE.map((row) => new DisplayNames('de', { type: 'currency' }).of(row.code)))
    expect(german()).toContain('US-Dollar')
    expect(currencyName('EUR', 'ar')).toBe(new DisplayNames('ar', { type: 'currency' }).of('EUR'))
    // Pages render the switch again and again (the build, thousands of times): de and ar, once each.
    expect(made).toHaveBeenCalledTimes(2)
  })
})
