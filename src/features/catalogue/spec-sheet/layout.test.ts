import { describe, expect, it } from 'vitest'
import type { SpecLine } from '../specification'
import { A4, MARGIN, layoutSpecSheet, wrapText, type SheetInput } from './layout'
import { expectInsidePage, measure, texts } from './layout-checks'

const line = (n: number, text = `value ${n}`): SpecLine => ({ key: `k${n}`, label: `Item ${n}`, text })

const INPUT: SheetInput = {
  brandName: 'Spice & Makhana Co.',
  productName: 'Cumin Seeds (Jeera)',
  subtitle: 'Whole Spices · Unjha, Gujarat, India',
  lines: Array.from({ length: 16 }, (_, i) => line(i)),
  certificates: ['FSSAI Central Licence', 'Spices Board registration'],
  compliance: ['Certificate of analysis, lot CUM-2026-118'],
  contact: 'Enquiries: export@example.com +91 99900 00001',
  url: 'https://spices.example/products/cumin-seeds-jeera',
  generatedOn: '25 Nov 2026',
}

describe('wrapText', () => {
  it('breaks between words to fit the width, and cuts a word wider than the line', () => {
    expect(wrapText('25 kg PP bags, 50 kg jute bags', 80, 10, false, measure)).toEqual(['25 kg PP bags,', '50 kg jute bags'])
    expect(wrapText('25 kg PP bags, 50 kg jute bags', 50, 10, false, measure)).toEqual(['25 kg PP', 'bags, 50', 'kg jute', 'bags'])
    expect(wrapText('x'.repeat(35), 50, 10, false, measure)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)])
    expect(wrapText('', 50, 10, false, measure)).toEqual([''])
  })
})

describe('layoutSpecSheet', () => {
  it('sets a usual specification at full size, every line inside the margins of one A4 page', () => {
    const { ops, scale, bottom } = layoutSpecSheet(INPUT, measure)
    expect(scale).toBe(1)
    expect(bottom).toBeGreaterThanOrEqual(MARGIN)
    expectInsidePage(ops, A4, MARGIN)
    const drawn = texts(ops).map((op) => op.text)
    for (const l of INPUT.lines) expect(drawn).toContain(l.label)
    expect(drawn).toContain('Cumin Seeds (Jeera)')
    expect(drawn.some((t) => t.includes('FSSAI Central Licence'))).toBe(true)
  })

  it('wraps a long value inside its column', () => {
    const long = {
      ...INPUT,
      lines: [line(1, 'Cool, dry place below 25 °C, away from sunlight and strong odours; reseal after opening and keep off the floor on pallets')],
    }
    const { ops } = layoutSpecSheet(long, measure)
    expectInsidePage(ops, A4, MARGIN)
    expect(texts(ops).filter((op) => op.x > MARGIN + 100 && op.size === 10).length).toBeGreaterThan(1)
  })

  it('sets a crowded sheet smaller so that it still fits on one page', () => {
    const crowded = { ...INPUT, lines: Array.from({ length: 34 }, (_, i) => line(i, `a longer value that needs more room ${i}`)) }
    const { ops, scale, bottom } = layoutSpecSheet(crowded, measure)
    expect(scale).toBeLessThan(1)
    expect(bottom).toBeGreaterThanOrEqual(MARGIN)
    expectInsidePage(ops, A4, MARGIN)
  })
})
