// A BOM so Excel reads UTF-8; ";" is read too, as Excel writes it in locales with a decimal comma.
import Papa from 'papaparse'
import { PRICE_COLUMNS, formatValue, type PriceField } from './columns.ts'
import type { SheetLine } from './plan.ts'
import type { PriceRow } from './rows.ts'

const BOM = '\uFEFF'

/** The key column, then two for reading only (changes there are not applied), then the price columns. */
export const CSV_HEADER = ['productId', 'name', 'category', ...PRICE_COLUMNS.map((column) => column.field)] as const

export function writePriceCsv(rows: readonly PriceRow[]): string {
  const data = rows.map((row) => CSV_HEADER.map((field) => formatValue(row.current[field])))
  // escapeFormulae: a name starting with "=", "+", "-" or "@" is text to Excel, never a formula.
  return BOM + Papa.unparse({ fields: [...CSV_HEADER], data }, { newline: '\r\n', escapeFormulae: true })
}

export interface ReadCsv {
  lines: SheetLine[]
  /** Why the file as a whole cannot be read (no header with productId, nothing in it). */
  error?: string
  /** The file separates fields with ";": its numbers may have a decimal comma. */
  decimalComma: boolean
}

/** A header cell names a column by its field name or its title, in any case. */
function headerField(cell: string): string | undefined {
  const text = cell.trim().toLowerCase()
  if (text === 'productid' || text === 'product id') return 'productId'
  const column = PRICE_COLUMNS.find((candidate) => candidate.field.toLowerCase() === text || candidate.title.toLowerCase() === text)
  return column?.field
}

export function readPriceCsv(text: string): ReadCsv {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t'] })
  const [header, ...records] = parsed.data
  const decimalComma = parsed.meta.delimiter === ';'
  if (!header) return { lines: [], error: 'The file is empty.', decimalComma }
  const fields = header.map(headerField)
  const keyIndex = fields.indexOf('productId')
  if (keyIndex === -1) return { lines: [], error: 'The first row must name the columns, with one called productId.', decimalComma }
  const lines = records.map((record, index): SheetLine => {
    const cells: Partial<Record<PriceField, string>> = {}
    fields.forEach((field, column) => {
      if (field && field !== 'productId' && record[column] !== undefined) cells[field as PriceField] = record[column]
    })
    // Row numbers as the spreadsheet shows them: the header is row 1.
    return { label: `Row ${index + 2}`, productId: record[keyIndex] ?? '', cells }
  })
  return { lines, decimalComma }
}
