// Nothing here writes.
import { PRICE_COLUMNS, columnOf, type PriceField, type PriceValue } from './columns.ts'
import { PER_KG_FIELDS, checkField, checkPrices, parseCell, type ParseOptions } from './checks.ts'
import type { PriceRow } from './rows.ts'

/** One line of a sheet: the cells it has for each column present (a column left out changes nothing). */
export interface SheetLine {
  /** Where staff find it: "Row 4" of the spreadsheet, "Pasted line 2". */
  label: string
  /** The product ID as written in the line. */
  productId: string
  cells: Partial<Record<PriceField, string>>
}

export interface CellChange {
  id: string
  productId: number | undefined
  name: string
  field: PriceField
  from: PriceValue | undefined
  to: PriceValue
}

export interface LineProblem {
  label: string
  productId: string
  name?: string
  reasons: string[]
}

export interface ChangePlan {
  changes: CellChange[]
  problems: LineProblem[]
  /** Lines without problems that change something: what "Apply the N valid rows" writes. */
  validLines: number
}

export const EMPTY_PLAN: ChangePlan = { changes: [], problems: [], validLines: 0 }

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

function findDuplicates(lines: readonly SheetLine[]): Map<string, string[]> {
  const byId = new Map<string, string[]>()
  for (const line of lines) {
    const key = line.productId.trim()
    if (key === '') continue
    byId.set(key, [...(byId.get(key) ?? []), line.label])
  }
  return new Map([...byId].filter(([, labels]) => labels.length > 1))
}

/** What one line would change in its product, or why it cannot. */
function planLine(
  line: SheetLine,
  row: PriceRow | undefined,
  duplicates: Map<string, string[]>,
  options: ParseOptions,
): { changes: CellChange[]; reasons: string[] } {
  const id = line.productId.trim()
  if (id === '') return { changes: [], reasons: ['The product ID is empty.'] }
  const others = duplicates.get(id)?.filter((label) => label !== line.label)
  if (others?.length) return { changes: [], reasons: [`Product ID ${id} is also on ${others.join(', ')}: keep one line per product.`] }
  if (!row) return { changes: [], reasons: [`No product has the ID ${id}.`] }

  const reasons: string[] = []
  const next = { ...row.current }
  const changed: PriceField[] = []
  for (const column of PRICE_COLUMNS) {
    const text = line.cells[column.field]
    if (text === undefined) continue
    if (text.trim() === '') {
      // An emptied cell of a field the schema requires is a mistake; of any other field, no change.
      if ('required' in column) reasons.push(`${column.title}: ${column.required}`)
      continue
    }
    const parsed = parseCell(column, text, options)
    if (!parsed.ok) reasons.push(`${column.title}: ${parsed.reason}`)
    else if (!same(parsed.value, row.current[column.field])) {
      Object.assign(next, { [column.field]: parsed.value })
      changed.push(column.field)
    }
  }
  for (const field of changed) {
    const reason = checkField(field, next[field], next)
    if (reason) reasons.push(`${columnOf(field).title}: ${reason}`)
  }
  // Only for a line that touches its figures: seeded large packs are cheaper per kg than bulk.
  if (reasons.length === 0 && changed.some((field) => PER_KG_FIELDS.includes(field))) {
    const reason = checkPrices(next)
    if (reason) reasons.push(reason)
  }
  const name = row.current.name ?? id
  const changes = changed.map((field) => ({
    id: row.id,
    productId: row.current.productId,
    name,
    field,
    from: row.current[field],
    to: next[field] as PriceValue,
  }))
  return { changes, reasons }
}

/** Plans every line against the table's rows (keyed by product ID). */
export function planChanges(rows: readonly PriceRow[], lines: readonly SheetLine[], options: ParseOptions = {}): ChangePlan {
  const byProductId = new Map(rows.filter((row) => row.current.productId !== undefined).map((row) => [String(row.current.productId), row]))
  const duplicates = findDuplicates(lines)
  const plan: ChangePlan = { changes: [], problems: [], validLines: 0 }
  for (const line of lines) {
    const row = byProductId.get(line.productId.trim().replace(/\.0+$/, ''))
    const { changes, reasons } = planLine(line, row, duplicates, options)
    if (reasons.length > 0) {
      plan.problems.push({ label: line.label, productId: line.productId.trim(), name: row?.current.name, reasons })
    } else if (changes.length > 0) {
      plan.changes.push(...changes)
      plan.validLines += 1
    }
  }
  return plan
}

/** The changes grouped per product, as the write layer takes them: one edit per product. */
export function editsByProduct(changes: readonly CellChange[]): Map<string, Partial<Record<PriceField, PriceValue>>> {
  const edits = new Map<string, Partial<Record<PriceField, PriceValue>>>()
  for (const change of changes) edits.set(change.id, { ...edits.get(change.id), [change.field]: change.to })
  return edits
}
