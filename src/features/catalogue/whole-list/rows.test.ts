import { describe, expect, it } from 'vitest'
import type { RateState } from '../exchange-rates'
import type { ListProduct } from './query'
import { wholeListFileName, wholeListInput, type WholeListRequest } from './rows'

const CUMIN: ListProduct = {
  _id: 'product-1',
  productId: 1,
  name: 'Cumin Seeds (Jeera)',
  category: 'Whole Spices',
  origin: 'Unjha, Gujarat, India',
  price: 120,
  packSize: '100 g pouch',
  bulkPrice: 842,
  minOrderKg: 50,
  exportSpec: {
    hsCode: '0909.31.00',
    botanicalName: 'Cuminum cyminum',
    grade: 'Singapore 99%',
    moistureMax: 9,
    purityMin: 99,
    admixtureMax: null,
    keyFigures: [{ _key: 'a', figure: 'volatileOil', value: 2.5 }],
    shelfLifeMonths: 24,
    packing: ['25 kg PP bags', '50 kg jute bags'],
    leadTimeDays: 14,
  },
}

const BARE: ListProduct = { ...CUMIN, _id: 'product-2', productId: 2, name: 'Makhana Plain', category: 'Makhana', exportSpec: null }

const USABLE: RateState = { kind: 'usable', rates: { USD: 84.2 }, date: '2026-11-20' }

const request = (over: Partial<WholeListRequest> = {}): WholeListRequest => ({
  products: [CUMIN, BARE],
  category: 'All',
  settings: {
    brandName: 'Spice & Makhana Co.',
    address: { _type: 'postalAddress', street: 'Unit 12, Sample Spice Lane', city: 'New Delhi', postalCode: '110028', country: 'India' },
    emails: ['sales@example.com'],
    phones: ['+91 99900 00001'],
  },
  pricing: { chosen: 'INR', state: USABLE },
  today: '2026-11-27',
  siteUrl: 'https://spices.example',
  ...over,
})

const texts = (cell: { text: string }[]) => cell.map((p) => p.text)

describe('wholeListInput', () => {
  it('prints each product as one row: name and HS code, category and origin, the figures, packing and order, prices', () => {
    const input = wholeListInput(request())
    expect(input.columns.map((c) => c.title)).toEqual(['Product', 'Category and origin', 'Specification', 'Packing and order', 'Price (INR)'])
    expect(input.columns.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(1)
    expect(input.rows).toEqual([CUMIN, BARE])
    const [product = [], place = [], spec = [], order = [], price = []] = input.cells(CUMIN)
    expect(texts(product)).toEqual(['Cumin Seeds (Jeera)', 'HS code 0909.31.00'])
    expect(texts(place)).toEqual(['Whole Spices', 'Unjha, Gujarat, India'])
    expect(spec[0]?.text).toContain('Grade: Singapore 99%')
    expect(spec[0]?.text).toContain('Botanical name: Cuminum cyminum')
    expect(spec[0]?.text).not.toContain('HS code')
    expect(texts(order)).toEqual([
      'Household pack: 100 g pouch',
      'Minimum bulk order: 50 kg',
      'Export packing: 25 kg PP bags, 50 kg jute bags',
      'Lead time: 14 days',
    ])
    expect(texts(price)).toEqual(['₹842 per kg', 'bulk', '₹120 per 100 g pouch'])
  })

  it('says "On request" where a product has no specification yet', () => {
    const [product = [], , spec = [], order = []] = wholeListInput(request()).cells(BARE)
    expect(texts(product)).toEqual(['Makhana Plain'])
    expect(texts(spec)).toEqual(['On request'])
    expect(texts(order)).toEqual(['Household pack: 100 g pouch', 'Minimum bulk order: 50 kg'])
  })

  it('prices in the currency the buyer chose, marked approximate, and says at which rates', () => {
    const input = wholeListInput(request({ pricing: { chosen: 'USD', state: USABLE } }))
    expect(input.columns.at(-1)?.title).toBe('Price (USD)')
    expect(input.cells(CUMIN).at(-1)?.[0]?.text).toBe('≈ $10.00 per kg')
    expect(input.notes.join(' ')).toContain('20 November 2026')
  })

  it('falls back to rupees when the rates are stale, and says why', () => {
    const input = wholeListInput(request({ pricing: { chosen: 'USD', state: { kind: 'stale', date: '2026-09-01', maxAgeDays: 30 } } }))
    expect(input.columns.at(-1)?.title).toBe('Price (INR)')
    expect(input.notes.join(' ')).toContain('Prices are shown in rupees')
  })

  it('names the category, the date and the address', () => {
    const input = wholeListInput(request({ category: 'Makhana', products: [BARE] }))
    expect(input.title).toBe('Makhana: specifications and prices')
    expect(input.notes[0]).toMatch(/^1 product, as listed on 27 November 2026\./)
    expect(input.notes).toContain('Unit 12, Sample Spice Lane, New Delhi 110028, India')
    expect(input.footer).toContain('https://spices.example')
  })
})

describe('wholeListFileName', () => {
  it('names the brand, the category and the day', () => {
    expect(wholeListFileName('Spice & Makhana Co.', 'All', '2026-11-27')).toBe('spice-makhana-co-catalogue-all-2026-11-27.pdf')
    expect(wholeListFileName('Spice & Makhana Co.', 'Ground Spices', '2026-11-27')).toBe('spice-makhana-co-catalogue-ground-spices-2026-11-27.pdf')
    expect(wholeListFileName('   ', 'Makhana', '2026-11-27')).toBe('catalogue-makhana-2026-11-27.pdf')
  })
})
