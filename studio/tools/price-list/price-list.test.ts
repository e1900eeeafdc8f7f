import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { checkBulkNotAboveHousehold, householdPricePerKg, packSizeGrams } from '../../schema-types/rules.ts'
import { PRICE_COLUMNS, columnOf } from './columns.ts'
import { checkEdit, parseCell } from './checks.ts'
import { CSV_HEADER, readPriceCsv, writePriceCsv } from './csv.ts'
import { isBlock, pastedLines } from './paste.ts'
import { editsByProduct, planChanges, type SheetLine } from './plan.ts'
import { buildRows, changedFields, otherChangedFields, hasUnpublishedChanges, visibleRows, type ProductDocument } from './rows.ts'
import { DRAFTS, editActions, publishActions } from './target.ts'

function product(id: string, fields: Partial<ProductDocument>): ProductDocument {
  return {
    _id: id,
    _type: 'product',
    _rev: `rev-${id}`,
    productId: 1,
    name: 'Cumin Seeds',
    category: 'Whole Spices',
    price: 65,
    bulkPrice: 500,
    minOrderKg: 10,
    packSize: '100 g pouch',
    offersSamples: false,
    ...fields,
  }
}

const cumin = product('product-1', {})
const makhana = product('product-45', { productId: 45, name: 'Classic Makhana', category: 'Makhana', price: 95, bulkPrice: 780 })
const pepper = product('product-2', { productId: 2, name: 'Black Pepper, Tellicherry "TGSEB"', price: 120, bulkPrice: 780, packSize: '100 g jar' })
const rows = buildRows([cumin, makhana, pepper], DRAFTS)

const line = (label: string, productId: string, cells: SheetLine['cells']): SheetLine => ({ label, productId, cells })

describe('per-kg conversion (rules.ts)', () => {
  it('reads the grams a pack size starts with', () => {
    expect(packSizeGrams('100 g pouch')).toBe(100)
    expect(packSizeGrams('80g pouch')).toBe(80)
    expect(packSizeGrams('1 kg jar')).toBe(1000)
    expect(packSizeGrams('1.5 kg bag')).toBe(1500)
    expect(packSizeGrams('pouch of 100 g')).toBeUndefined()
    expect(packSizeGrams('0 g')).toBeUndefined()
  })

  it('converts a pack price to a price per kg', () => {
    expect(householdPricePerKg(65, '100 g pouch')).toBe(650)
    expect(householdPricePerKg(130, '250 g gift box')).toBe(520)
    expect(householdPricePerKg(300, '1 kg jar')).toBe(300)
    expect(householdPricePerKg(65, 'family pack')).toBeUndefined()
  })

  it('refuses a bulk price per kg above the household price per kg, and skips what it cannot convert', () => {
    expect(checkBulkNotAboveHousehold({ price: 65, bulkPrice: 650, packSize: '100 g pouch' })).toBe(true)
    expect(checkBulkNotAboveHousehold({ price: 65, bulkPrice: 651, packSize: '100 g pouch' })).toMatch(/above the household price per kg .*₹650 per kg/)
    expect(checkBulkNotAboveHousehold({ price: 65, bulkPrice: 9999, packSize: 'family pack' })).toBe(true)
    expect(checkBulkNotAboveHousehold({ price: 65, packSize: '100 g pouch' })).toBe(true)
  })
})

describe('cells', () => {
  const price = columnOf('price')
  it('parses numbers as staff write them', () => {
    expect(parseCell(price, ' 85 ')).toEqual({ ok: true, value: 85 })
    expect(parseCell(price, '₹85.50')).toEqual({ ok: true, value: 85.5 })
    expect(parseCell(price, '1,25,000')).toEqual({ ok: true, value: 125000 })
    expect(parseCell(price, '12,5', { decimalComma: true })).toEqual({ ok: true, value: 12.5 })
    expect(parseCell(price, '12,5')).toEqual({ ok: false, reason: '"12,5" is not a number.' })
    expect(parseCell(price, 'abc')).toEqual({ ok: false, reason: '"abc" is not a number.' })
    expect(parseCell(price, '-5')).toEqual({ ok: false, reason: '-5 is below zero.' })
    expect(parseCell(columnOf('offersSamples'), 'Yes')).toEqual({ ok: true, value: true })
    expect(parseCell(columnOf('offersSamples'), 'TRUE')).toEqual({ ok: true, value: true })
    expect(parseCell(columnOf('offersSamples'), 'maybe')).toEqual({ ok: false, reason: '"maybe" is not yes or no.' })
  })

  it("judges an edit with the schema's rules and the per-kg rule", () => {
    expect(checkEdit('price', 70, cumin)).toBeUndefined()
    expect(checkEdit('price', 0, cumin)).toMatch(/^Household price must be an amount in rupees above zero/)
    expect(checkEdit('price', 1.234, cumin)).toMatch(/two decimals/)
    expect(checkEdit('price', undefined, cumin)).toBe('Enter the price of one household pack in rupees.')
    expect(checkEdit('price', 40, cumin)).toMatch(/bulk price per kg \(₹500\) is above the household price per kg/)
    expect(checkEdit('packSize', 'family pack', cumin)).toMatch(/Start the pack size with the weight/)
    expect(checkEdit('minOrderKg', 2.55, cumin)).toMatch(/one decimal/)
    // Samples need a sample size: the Samples group's rule.
    expect(checkEdit('offersSamples', true, cumin)).toMatch(/Enter how much one sample holds/)
    expect(checkEdit('offersSamples', true, { ...cumin, sampleSize: '100 g' })).toBeUndefined()
    // A product already above the per-kg line is not refused an edit of another field.
    expect(checkEdit('minOrderKg', 20, { ...cumin, bulkPrice: 900 })).toBeUndefined()
  })
})

describe('rows', () => {
  it('pairs drafts with published documents and marks the changed fields', () => {
    const draft = { ...cumin, _id: 'drafts.product-1', _rev: 'd1', price: 70, description: 'New words' }
    const [row] = buildRows([cumin, draft, { ...cumin, _id: 'versions.r1.product-1', price: 1 }], DRAFTS)
    expect(row?.id).toBe('product-1')
    expect(row?.current.price).toBe(70)
    expect(row && changedFields(row)).toEqual(['price'])
    expect(row && otherChangedFields(row)).toEqual(['description'])
    expect(row && hasUnpublishedChanges(row)).toBe(true)
    const [unchanged] = buildRows([cumin, { ...cumin, _id: 'drafts.product-1', _rev: 'd2' }], DRAFTS)
    expect(unchanged && hasUnpublishedChanges(unchanged)).toBe(false)
  })

  it('filters by category and name and sorts by category, then name', () => {
    const order = ['Whole Spices', 'Makhana']
    expect(visibleRows(rows, { sort: 'category', categoryOrder: order }).map((row) => row.current.productId)).toEqual([2, 1, 45])
    expect(visibleRows(rows, { sort: 'name', descending: true, categoryOrder: order }).map((row) => row.current.productId)).toEqual([1, 45, 2])
    expect(visibleRows(rows, { sort: 'name', category: 'Makhana', categoryOrder: order }).map((row) => row.current.productId)).toEqual([45])
    expect(visibleRows(rows, { sort: 'name', search: 'PEPPER', categoryOrder: order }).map((row) => row.current.productId)).toEqual([2])
  })
})

describe('CSV', () => {
  const csv = writePriceCsv(visibleRows(rows, { sort: 'productId', categoryOrder: [] }))

  it('writes a BOM, a header, plain numbers, yes/no and CRLF, quoting what needs it', () => {
    expect(csv.startsWith('\uFEFFproductId,name,category,price,bulkPrice,minOrderKg,packSize,offersSamples\r\n')).toBe(true)
    expect(csv).toContain('\r\n1,Cumin Seeds,Whole Spices,65,500,10,100 g pouch,no')
    expect(csv).toContain('\r\n2,"Black Pepper, Tellicherry ""TGSEB""",Whole Spices,120,780,10,100 g jar,no')
    expect(csv).not.toContain('₹')
  })

  it('writes a name that starts like a formula as text', () => {
    const [row] = buildRows([product('p', { name: '=HYPERLINK("x")' })], DRAFTS)
    expect(writePriceCsv(row ? [row] : [])).toContain(`,"'=HYPERLINK(""x"")",`)
  })

  it('reads back what it wrote: the same values, no change', () => {
    const read = readPriceCsv(csv)
    expect(read.error).toBeUndefined()
    expect(read.lines.map((sheetLine) => sheetLine.label)).toEqual(['Row 2', 'Row 3', 'Row 4'])
    expect(read.lines[1]).toEqual({
      label: 'Row 3',
      productId: '2',
      cells: { price: '120', bulkPrice: '780', minOrderKg: '10', packSize: '100 g jar', offersSamples: 'no' },
    })
    expect(planChanges(rows, read.lines)).toEqual({ changes: [], problems: [], validLines: 0 })
  })

  it("reads Excel's ';' files with decimal commas, LF or CRLF, titles as headers, and missing columns", () => {
    const read = readPriceCsv('\uFEFFProduct ID;Name;Household price (₹ per pack)\n1;"Cumin; whole";70,5\n45;Classic Makhana;95\n')
    expect(read.decimalComma).toBe(true)
    expect(read.lines).toEqual([line('Row 2', '1', { price: '70,5' }), line('Row 3', '45', { price: '95' })])
    const plan = planChanges(rows, read.lines, { decimalComma: read.decimalComma })
    expect(plan.changes).toEqual([{ id: 'product-1', productId: 1, name: 'Cumin Seeds', field: 'price', from: 65, to: 70.5 }])
    expect(readPriceCsv('name,price\r\nx,1\r\n').error).toMatch(/productId/)
    expect(readPriceCsv('').error).toMatch(/empty/)
  })

  it('a quoted field may hold a line break: row numbers count records, as the spreadsheet does', () => {
    const text = Papa.unparse({
      fields: [...CSV_HEADER],
      data: [
        ['1', 'Cumin\nSeeds', '', '66'],
        ['45', 'Makhana', '', '96'],
      ],
    })
    expect(readPriceCsv(text).lines.map((sheetLine) => [sheetLine.label, sheetLine.cells.price])).toEqual([
      ['Row 2', '66'],
      ['Row 3', '96'],
    ])
  })
})

describe('the preview of changes', () => {
  it('lists each changed cell with its old and new value, and counts the lines that change something', () => {
    const plan = planChanges(rows, [
      line('Row 2', '1', { price: '70', bulkPrice: '500', offersSamples: 'no' }),
      line('Row 3', '45', { price: '99', minOrderKg: '20' }),
      line('Row 4', '2', { price: '120' }),
    ])
    expect(plan.problems).toEqual([])
    expect(plan.validLines).toBe(2)
    expect(plan.changes.map(({ name, field, from, to }) => `${name} ${field} ${from} → ${to}`)).toEqual([
      'Cumin Seeds price 65 → 70',
      'Classic Makhana price 95 → 99',
      'Classic Makhana minOrderKg 10 → 20',
    ])
    expect(editsByProduct(plan.changes)).toEqual(
      new Map([
        ['product-1', { price: 70 }],
        ['product-45', { price: 99, minOrderKg: 20 }],
      ]),
    )
  })

  it('reports each bad line with its row number and reason, and keeps the valid lines apart', () => {
    const plan = planChanges(rows, [
      line('Row 2', '1', { price: '70' }),
      line('Row 3', '999', { price: '70' }),
      line('Row 4', '45', { price: 'ninety' }),
      line('Row 5', '45', { price: '-3' }),
      line('Row 6', '2', { bulkPrice: '1300' }),
      line('Row 7', '', { price: '1' }),
    ])
    expect(plan.validLines).toBe(1)
    expect(plan.changes).toHaveLength(1)
    expect(plan.problems).toEqual([
      { label: 'Row 3', productId: '999', name: undefined, reasons: ['No product has the ID 999.'] },
      { label: 'Row 4', productId: '45', name: 'Classic Makhana', reasons: ['Product ID 45 is also on Row 5: keep one line per product.'] },
      { label: 'Row 5', productId: '45', name: 'Classic Makhana', reasons: ['Product ID 45 is also on Row 4: keep one line per product.'] },
      {
        label: 'Row 6',
        productId: '2',
        name: 'Black Pepper, Tellicherry "TGSEB"',
        reasons: ['The bulk price per kg (₹1300) is above the household price per kg (₹120 per 100 g jar is ₹1200 per kg).'],
      },
      { label: 'Row 7', productId: '', name: undefined, reasons: ['The product ID is empty.'] },
    ])
  })

  it('names "not a number", "below zero", an emptied required cell and the schema rules per column', () => {
    const [problem] = planChanges(rows, [line('Row 2', '1', { price: 'abc', bulkPrice: '-1', minOrderKg: '', packSize: 'big bag' })]).problems
    expect(problem?.reasons).toEqual([
      'Household price (₹ per pack): "abc" is not a number.',
      'Bulk price (₹ per kg): -1 is below zero.',
      'Minimum order (kg): Enter the smallest bulk order in kilograms.',
      "Pack size: Start the pack size with the weight and unit, for example '100 g pouch' or '1 kg jar'.",
    ])
  })

  it('skips the per-kg rule for a pack size without a weight, and for lines that leave the figures alone', () => {
    const loose = buildRows([product('p9', { productId: 9, packSize: '100 g pouch', bulkPrice: 900 })], DRAFTS)
    expect(planChanges(loose, [line('Row 2', '9', { minOrderKg: '25' })]).problems).toEqual([])
    expect(planChanges(loose, [line('Row 2', '9', { price: '70' })]).problems).toHaveLength(1)
  })
})

describe('pasting a column', () => {
  const ordered = visibleRows(rows, { sort: 'productId', categoryOrder: [] })

  it('knows a block from a single value', () => {
    expect(isBlock('85')).toBe(false)
    expect(isBlock('85\r\n')).toBe(false)
    expect(isBlock('85\n90')).toBe(true)
    expect(isBlock('85\t90')).toBe(true)
  })

  it('fills the cells below and to the right of the selected one', () => {
    const block = pastedLines('66\t501\r\n121\t700\r\n', ordered, 0, 'price')
    expect(block.overflow).toEqual([])
    expect(block.lines).toEqual([line('Pasted line 1', '1', { price: '66', bulkPrice: '501' }), line('Pasted line 2', '2', { price: '121', bulkPrice: '700' })])
    expect(planChanges(ordered, block.lines).changes).toHaveLength(4)
  })

  it('reports lines below the last row and columns past the last one', () => {
    expect(pastedLines('1\n2\n3', ordered, 1, 'minOrderKg').overflow).toEqual([
      { label: 'Pasted line 3', reason: 'There is no product below to paste this line into.' },
    ])
    expect(pastedLines('yes\tno', ordered, 0, 'offersSamples').overflow).toHaveLength(1)
  })
})

describe('the write layer', () => {
  it('edits drafts, one action per product (made from the published document by the lake)', () => {
    expect(editActions(DRAFTS, new Map([['product-1', { price: 70 }]]))).toEqual([
      { actionType: 'sanity.action.document.edit', draftId: 'drafts.product-1', publishedId: 'product-1', patch: { set: { price: 70 } } },
    ])
  })

  it('writes into a release: adds a product not in it yet from its published document, then edits its version', () => {
    const spring = { kind: 'release', name: 'rSpring', title: 'Spring prices' } as const
    const edits = new Map([
      ['product-1', { price: 70 }],
      ['product-2', { bulkPrice: 500 }],
    ])
    expect(editActions(spring, edits, (id) => id === 'product-2')).toEqual([
      { actionType: 'sanity.action.document.version.create', publishedId: 'product-1', baseId: 'product-1', versionId: 'versions.rSpring.product-1' },
      { actionType: 'sanity.action.document.edit', draftId: 'versions.rSpring.product-1', publishedId: 'product-1', patch: { set: { price: 70 } } },
      { actionType: 'sanity.action.document.edit', draftId: 'versions.rSpring.product-2', publishedId: 'product-2', patch: { set: { bulkPrice: 500 } } },
    ])
    expect(() => publishActions(spring, [{ publishedId: 'product-1' }])).toThrow(/published from Releases/)
    const [row] = buildRows([cumin, { ...cumin, _id: 'drafts.product-1', price: 66 }, { ...cumin, _id: 'versions.rSpring.product-1', price: 70 }], spring)
    expect(row?.current.price).toBe(70)
    expect(row && changedFields(row)).toEqual(['price'])
  })

  it('publishes each draft, guarded by the revisions staff saw', () => {
    expect(publishActions(DRAFTS, [{ publishedId: 'product-1', workingRev: 'd1', publishedRev: 'p1' }, { publishedId: 'new' }])).toEqual([
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.product-1',
        publishedId: 'product-1',
        ifDraftRevisionId: 'd1',
        ifPublishedRevisionId: 'p1',
      },
      { actionType: 'sanity.action.document.publish', draftId: 'drafts.new', publishedId: 'new' },
    ])
  })

  it('has a column for every field it writes', () => {
    expect(PRICE_COLUMNS.map((column) => column.field)).toEqual(['price', 'bulkPrice', 'minOrderKg', 'packSize', 'offersSamples'])
  })
})
