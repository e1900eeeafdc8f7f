// A cell edit, a pasted column and a CSV row are judged by the same functions, so all three refuse the same values.
import { checkBulkNotAboveHousehold } from '../../schema-types/rules.ts'
import { columnOf, type PriceColumn, type PriceField, type PriceFields, type PriceValue } from './columns.ts'

export type Parsed = { ok: true; value: PriceValue } | { ok: false; reason: string }

export interface ParseOptions {
  /** Excel writes "12,5" for 12.5 where it separates CSV fields with ";" (German, French, Dutch … locales). */
  decimalComma?: boolean
}

const YES = new Set(['yes', 'y', 'true', '1', 'on'])
const NO = new Set(['no', 'n', 'false', '0', 'off'])

/** Digits with grouping commas as India or the West write them (1,25,000 or 125,000), or none. */
const GROUPED = /^\d{1,3}(?:,\d{2})*,\d{3}(?:\.\d+)?$|^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/

function parseNumber(text: string, options: ParseOptions): number | undefined {
  let plain = text.replace(/^₹\s*/, '').replace(/\s+/g, '')
  if (options.decimalComma && /^-?\d+,\d+$/.test(plain)) plain = plain.replace(',', '.')
  else if (GROUPED.test(plain.replace(/^-/, ''))) plain = plain.replace(/,/g, '')
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(plain)) return undefined
  return Number(plain)
}

/** A cell's text as a value of its column, or why it is not one ("not a number", "below zero"). */
export function parseCell(column: PriceColumn, text: string, options: ParseOptions = {}): Parsed {
  const trimmed = text.trim()
  if (column.kind === 'text') return { ok: true, value: trimmed }
  if (column.kind === 'boolean') {
    const word = trimmed.toLowerCase()
    if (YES.has(word)) return { ok: true, value: true }
    if (NO.has(word)) return { ok: true, value: false }
    return { ok: false, reason: `"${trimmed}" is not yes or no.` }
  }
  const value = parseNumber(trimmed, options)
  if (value === undefined) return { ok: false, reason: `"${trimmed}" is not a number.` }
  if (value < 0) return { ok: false, reason: `${trimmed} is below zero.` }
  return { ok: true, value }
}

/** Undefined when allowed; else the reason, in the schema's words. */
export function checkField(field: PriceField, value: PriceValue | undefined, document: PriceFields): string | undefined {
  const column = columnOf(field)
  if (value === undefined || value === '') return 'required' in column ? column.required : undefined
  const verdict = column.check(value, { ...document, [field]: value })
  return verdict === true ? undefined : verdict
}

/** A single cell's edit: its field's rule, then (for the figures it needs) the per-kg rule. */
export function checkEdit(field: PriceField, value: PriceValue | undefined, document: PriceFields): string | undefined {
  const next = { ...document, [field]: value }
  return checkField(field, value, next) ?? (PER_KG_FIELDS.includes(field) ? checkPrices(next) : undefined)
}

/** The rule between the figures of one product (a pack size without a weight skips it). */
export function checkPrices(document: PriceFields): string | undefined {
  const verdict = checkBulkNotAboveHousehold(document)
  return verdict === true ? undefined : verdict
}

/** The fields whose change makes the per-kg rule worth judging again. */
export const PER_KG_FIELDS: readonly PriceField[] = ['price', 'bulkPrice', 'packSize']
