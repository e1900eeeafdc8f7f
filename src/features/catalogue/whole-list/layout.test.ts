import { describe, expect, it } from 'vitest'
import { MARGIN, MAX_CELL_LINES, PAGE, layoutList, listFooter, type ListInput } from './layout'
import { expectInsidePage, measure, texts } from '../spec-sheet/layout-checks'

const COLUMNS = [
  { title: 'Product', share: 0.3 },
  { title: 'Specification', share: 0.5 },
  { title: 'Price (INR)', share: 0.2 },
]

const row = (n: number, name = `Product ${n}`) => [[{ text: name, bold: true }], [{ text: `Grade: ${n}; Moisture (max.): 10 %` }], [{ text: `₹${n} per kg` }]]

const input = (rows: ListInput['rows']): ListInput => ({
  brandName: 'Spice & Makhana Co.',
  title: 'Product list with specifications and prices',
  notes: ['3 products, as listed on 27 Nov 2026.', 'Prices in Indian rupees (INR).'],
  footer: 'Spice & Makhana Co. · https://spices.example',
  columns: COLUMNS,
  rows,
  cells: (cells) => cells,
})

describe('layoutList', () => {
  it('carries rows over to as many pages as they need, each page with the column headings, every product once', () => {
    const rows = Array.from({ length: 300 }, (_, i) => row(i + 1))
    const pages = [...layoutList(input(rows), measure)]
    expect(pages.length).toBeGreaterThan(5)
    expect(pages.at(-1)?.rowsDone).toBe(300)
    const drawn = pages.flatMap((page) => texts(page.ops).map((op) => op.text))
    for (let n = 1; n <= 300; n++)
      expect(
        drawn.filter((text) => text === `Product ${n}`),
        `Product ${n}`,
      ).toHaveLength(1)
    for (const page of pages) {
      expectInsidePage(page.ops, PAGE, MARGIN)
      expect(texts(page.ops).map((op) => op.text)).toEqual(expect.arrayContaining(['Product', 'Specification', 'Price (INR)']))
    }
    // Only the first page has the title block.
    expect(pages.filter((page) => texts(page.ops).some((op) => op.text === 'Product list with specifications and prices'))).toHaveLength(1)
  })

  it('keeps each row whole on one page, in order, above the foot', () => {
    const pages = [...layoutList(input(Array.from({ length: 120 }, (_, i) => row(i + 1))), measure)]
    const firstOf = (page: (typeof pages)[number]) => texts(page.ops).find((op) => /^Product \d+$/.test(op.text))?.text
    pages.forEach((page, index) => {
      const before = pages[index - 1]?.rowsDone ?? 0
      expect(firstOf(page)).toBe(`Product ${before + 1}`)
      const rowTexts = texts(page.ops).filter((op) => /^(Product \d|Grade|₹)/.test(op.text))
      expect(rowTexts).toHaveLength((page.rowsDone - before) * 3)
      for (const op of rowTexts) expect(op.y).toBeGreaterThan(MARGIN + 12)
    })
  })

  it('wraps a long name inside its column, and cuts a cell past its line limit with an ellipsis', () => {
    const long = 'Organic Kashmiri Mongra Saffron Threads, Grade A++, hand-sorted and lab-tested for colour strength'
    const endless = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ')
    const pages = [...layoutList(input([row(1, long), [[{ text: 'Short' }], [{ text: endless }], [{ text: '₹1' }]]]), measure)]
    expect(pages).toHaveLength(1)
    const page = pages[0]!
    expectInsidePage(page.ops, PAGE, MARGIN)
    const nameLines = texts(page.ops).filter((op) => op.bold && op.x < MARGIN + 10 && long.includes(op.text))
    expect(nameLines.length).toBeGreaterThan(1)
    expect(nameLines.map((op) => op.text).join(' ')).toBe(long)
    const cut = texts(page.ops).filter((op) => op.text.startsWith('word'))
    expect(cut).toHaveLength(MAX_CELL_LINES)
    expect(cut.at(-1)?.text.endsWith('…')).toBe(true)
  })

  it('says so when there are no products', () => {
    const pages = [...layoutList(input([]), measure)]
    expect(pages).toHaveLength(1)
    expect(texts(pages[0]!.ops).map((op) => op.text)).toContain('No products in this list at the moment.')
  })
})

describe('listFooter', () => {
  it('puts the page number on the right and cuts a long footer to one line', () => {
    const ops = listFooter(`Spice & Makhana Co. · ${'x'.repeat(400)}`, 3, 12, measure)
    expectInsidePage(ops, PAGE, MARGIN)
    expect(texts(ops).map((op) => op.text)).toContain('Page 3 of 12')
    expect(texts(ops)).toHaveLength(2)
  })
})
