// A pasted block becomes sheet lines, judged like a CSV's.
import { PRICE_COLUMNS, type PriceField } from './columns.ts'
import type { SheetLine } from './plan.ts'
import type { PriceRow } from './rows.ts'

export interface PastedBlock {
  lines: SheetLine[]
  /** Lines or columns that fall outside the table. */
  overflow: { label: string; reason: string }[]
}

/** True when the clipboard holds more than one cell (a single value is an ordinary paste into the input). */
export const isBlock = (text: string): boolean => /[\t\r\n]/.test(text.replace(/(\r?\n)+$/, ''))

export function pastedLines(text: string, rows: readonly PriceRow[], startRow: number, startField: PriceField): PastedBlock {
  const startColumn = PRICE_COLUMNS.findIndex((column) => column.field === startField)
  const texts = text.replace(/(\r?\n)+$/, '').split(/\r?\n/)
  const block: PastedBlock = { lines: [], overflow: [] }
  texts.forEach((lineText, index) => {
    const label = `Pasted line ${index + 1}`
    const row = rows[startRow + index]
    if (!row) {
      block.overflow.push({ label, reason: 'There is no product below to paste this line into.' })
      return
    }
    const values = lineText.split('\t')
    const cells: Partial<Record<PriceField, string>> = {}
    values.forEach((value, offset) => {
      const column = PRICE_COLUMNS[startColumn + offset]
      if (column) cells[column.field] = value
    })
    if (startColumn + values.length > PRICE_COLUMNS.length) {
      block.overflow.push({ label, reason: 'The pasted line has more columns than the table has to the right.' })
      return
    }
    block.lines.push({ label, productId: String(row.current.productId ?? ''), cells })
  })
  return block
}
