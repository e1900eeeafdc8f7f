import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { buildSpecSheetPdf } from './pdf'

describe('buildSpecSheetPdf', () => {
  it('makes one A4 page titled after the product, and survives characters the PDF font lacks', async () => {
    const bytes = await buildSpecSheetPdf({
      brandName: 'Spice & Makhana Co.',
      productName: 'Kashmiri Chilli Powder',
      subtitle: 'Ground Spices · Pulwama, India · ₹650 per kg ≥ 25 kg',
      lines: [
        { key: 'astaColour', label: 'ASTA colour (min.)', text: '120 ASTA units' },
        { key: 'aflatoxin', label: 'Aflatoxin B1', text: '0.4 µg/kg, stored below 25 °C – 漢字' },
      ],
      certificates: ['FSSAI'],
      compliance: [],
      contact: 'Enquiries: export@example.com',
      url: 'https://spices.example/products/kashmiri-chilli-powder',
      generatedOn: '25 Nov 2026',
    })
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    const { width, height } = pdf.getPage(0).getSize()
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842])
    expect(pdf.getTitle()).toBe('Kashmiri Chilli Powder: product specification')
  })
})
