import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfPageTexts } from '../../../../tests/pdf-text'
import { PAGE } from './layout'
import { buildWholeListPdf } from './pdf'
import type { ListProduct } from './query'
import { wholeListInput } from './rows'

const CATEGORIES = ['Whole Spices', 'Ground Spices', 'Blends', 'Retail Packs', 'Makhana'] as const

// Product names the layout will not wrap, so that each is one line of the PDF's text.
const product = (n: number): ListProduct => ({
  _id: `product-${n}`,
  productId: n,
  name: `Item ${String(n).padStart(4, '0')} Cumin`,
  category: CATEGORIES[n % CATEGORIES.length] ?? 'Makhana',
  origin: 'Unjha, Gujarat, India',
  price: 100 + n,
  packSize: '100 g pouch',
  bulkPrice: 500 + n,
  minOrderKg: 50,
  exportSpec: {
    hsCode: '0909.31.00',
    botanicalName: null,
    grade: `Grade ${n % 3}`,
    moistureMax: 9,
    purityMin: 99,
    admixtureMax: 1,
    keyFigures: [{ _key: 'a', figure: 'volatileOil', value: 2.5 }],
    shelfLifeMonths: 24,
    packing: ['25 kg PP bags'],
    leadTimeDays: 14,
  },
})

describe('buildWholeListPdf', () => {
  it('lists 2,000 products on landscape A4 pages, each product once, and reports its progress up to the end', async () => {
    const products = Array.from({ length: 2000 }, (_, i) => product(i + 1))
    const input = wholeListInput({
      products,
      category: 'All',
      settings: {
        brandName: 'Spice & Makhana Co.',
        address: { _type: 'postalAddress', street: 'Unit 12', city: 'New Delhi', postalCode: '110028', country: 'India' },
        emails: [],
        phones: [],
      },
      pricing: { chosen: 'INR', state: { kind: 'missing' } },
      today: '2026-11-27',
      siteUrl: 'https://spices.example',
    })
    const progress: number[] = []
    const bytes = await buildWholeListPdf(input, (share) => progress.push(share))

    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getTitle()).toBe('Spice & Makhana Co.: Product list with specifications and prices')
    const { width, height } = pdf.getPage(0).getSize()
    expect([width, height]).toEqual([PAGE.width, PAGE.height])
    const pages = await pdfPageTexts(bytes)
    expect(pages.length).toBe(pdf.getPageCount())
    expect(pages.length).toBeGreaterThan(20)
    const lines = pages.flat()
    const counts = new Map<string, number>()
    for (const line of lines) if (/^Item \d{4} Cumin$/.test(line)) counts.set(line, (counts.get(line) ?? 0) + 1)
    expect(counts.size).toBe(2000)
    expect([...counts.values()].every((count) => count === 1)).toBe(true)
    pages.forEach((texts, i) => expect(texts).toContain(`Page ${i + 1} of ${pages.length}`))
    expect(lines).toContain('INR 2,500 per kg')

    expect(progress).toHaveLength(pages.length)
    expect(progress.every((share, i) => i === 0 || share > (progress[i - 1] ?? 1))).toBe(true)
    expect(progress.at(-1)).toBe(1)
  })
})
