// No `sanity` imports: the unit tests run it in Node (docs/decisions/029).
import { REQUIRED_PRICING_MESSAGES, checkBulkPrice, checkHouseholdPrice, checkMinOrderKg, checkPackSize, type CheckResult } from '../../schema-types/rules.ts'
import { checkSampleSize } from '../../schema-types/validation/samples.ts'

/** The product fields the price list reads; the editable ones are the columns below. */
export interface PriceFields {
  price?: number
  bulkPrice?: number
  minOrderKg?: number
  packSize?: string
  offersSamples?: boolean
  sampleSize?: string
}

interface Column<Field extends keyof PriceFields, Kind extends 'number' | 'text' | 'boolean'> {
  field: Field
  /** The column heading in the table, and the name a cell's input is labelled with. */
  title: string
  kind: Kind
  /** The schema's `required()` message; none for a field that may be empty. */
  required?: string
  /** The schema's own rule for the field; `document` is the product as it would be after the edit. */
  check: (value: unknown, document: PriceFields) => CheckResult
}

export const PRICE_COLUMNS = [
  { field: 'price', title: 'Household price (₹ per pack)', kind: 'number', required: REQUIRED_PRICING_MESSAGES.price, check: checkHouseholdPrice },
  { field: 'bulkPrice', title: 'Bulk price (₹ per kg)', kind: 'number', required: REQUIRED_PRICING_MESSAGES.bulkPrice, check: checkBulkPrice },
  { field: 'minOrderKg', title: 'Minimum order (kg)', kind: 'number', required: REQUIRED_PRICING_MESSAGES.minOrderKg, check: checkMinOrderKg },
  { field: 'packSize', title: 'Pack size', kind: 'text', required: REQUIRED_PRICING_MESSAGES.packSize, check: checkPackSize },
  {
    field: 'offersSamples',
    title: 'Offers samples',
    kind: 'boolean',
    // The schema asks for a sample size once samples are offered (the "Samples" group's rule).
    check: (value, document) => (value === true ? checkSampleSize(document.sampleSize, { document: { ...document, offersSamples: true } }) : true),
  },
] as const satisfies readonly (Column<'price' | 'bulkPrice' | 'minOrderKg', 'number'> | Column<'packSize', 'text'> | Column<'offersSamples', 'boolean'>)[]

export type PriceColumn = (typeof PRICE_COLUMNS)[number]
export type PriceField = PriceColumn['field']
export type PriceValue = number | string | boolean

export const PRICE_FIELDS: readonly PriceField[] = PRICE_COLUMNS.map((column) => column.field)

export function columnOf(field: PriceField): PriceColumn {
  const column = PRICE_COLUMNS.find((candidate) => candidate.field === field)
  if (!column) throw new Error(`No price-list column for "${field}"`)
  return column
}

/** A value as the table and the CSV show it: plain numbers (no ₹), "yes"/"no", empty when missing. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return String(value)
}
