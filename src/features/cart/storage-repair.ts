import { toLocalName } from '@/lib/localized'
import { MAX_QUANTITY, MIN_QUANTITY, type CartLine } from './cart-rules'

export interface CartSnapshot {
  lines: CartLine[]
}

export interface StoredCart {
  state: unknown
  version: number
}

/** 0: the first version's bare array; 1: zustand's `{state: {lines}, version}`. */
export const CART_STORAGE_VERSION = 1

export const MAX_LINES = 200
/** A full cart of MAX_LINES lines is well under this; anything longer is not a cart. */
export const MAX_STORED_CHARS = 256_000
const MAX_TEXT = 500
const MAX_URL = 2048
const MAX_PRICE = 1e9

type Fields = Record<string, unknown>

function asFields(value: unknown): Fields | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null
}

/** Numbers, or numeric strings as older code sometimes stored them; never calls valueOf/toString. */
function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 32) {
    const n = Number(value)
    return Number.isFinite(n) ? n : null
  }
  return null
}

function asText(value: unknown, max = MAX_TEXT): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return text.length > 0 && text.length <= max ? text : undefined
}

function asImageUrl(value: unknown): string {
  const url = asText(value, MAX_URL)
  // Only web addresses and site paths: anything else would be a broken or unsafe <img src>.
  return url && /^(https?:\/\/|\/)/i.test(url) ? url : ''
}

function asSlug(value: unknown): string | undefined {
  const slug = asText(value, 200)
  return slug && /^[a-z0-9][a-z0-9-]*$/.test(slug) ? slug : undefined
}

export function repairQuantity(value: unknown): number {
  const n = asNumber(value)
  if (n === null) return MIN_QUANTITY
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(n)))
}

/** One stored line, repaired; null when it has no usable id, name or price. */
export function repairLine(candidate: unknown): CartLine | null {
  const fields = asFields(candidate)
  if (!fields) return null
  const id = asNumber(fields.id)
  const name = asText(fields.name)
  const price = asNumber(fields.price)
  if (id === null || !Number.isSafeInteger(id) || id <= 0) return null
  if (name === undefined || price === null || price < 0 || price > MAX_PRICE) return null
  const line: CartLine = { id, name, image: asImageUrl(fields.image), price, quantity: repairQuantity(fields.quantity) }
  const localName = toLocalName(fields.localName, MAX_TEXT)
  const slug = asSlug(fields.slug)
  const desc = asText(fields.desc)
  const meta = asText(fields.meta)
  const localMeta = meta ? toLocalName(fields.localMeta, MAX_TEXT) : undefined
  // Lines saved before languages have none: their `name` is English, shown as such.
  if (localName) line.localName = localName
  if (slug) line.slug = slug
  if (desc) line.desc = desc
  if (meta) line.meta = meta
  if (localMeta) line.localMeta = localMeta
  return line
}

/** Whatever was stored becomes a valid cart: readable lines kept, the rest dropped. */
export function repairStoredCart(stored: unknown): CartLine[] {
  const candidates = Array.isArray(stored) ? stored : asFields(stored)?.lines
  if (!Array.isArray(candidates)) return []
  const seen = new Set<number>()
  const lines: CartLine[] = []
  for (const candidate of candidates.slice(0, MAX_LINES * 4)) {
    const line = repairLine(candidate)
    if (!line || seen.has(line.id)) continue
    seen.add(line.id)
    lines.push(line)
    if (lines.length >= MAX_LINES) break
  }
  return lines
}

/** The first version's bare array comes back as version 0 so migrate runs. */
export function readStoredCart(raw: string | null): StoredCart | null {
  if (raw === null || raw.length > MAX_STORED_CHARS) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (Array.isArray(parsed)) return { state: { lines: parsed }, version: 0 }
  const fields = asFields(parsed)
  if (!fields) return null
  if ('state' in fields) {
    const version = typeof fields.version === 'number' && Number.isSafeInteger(fields.version) ? fields.version : 0
    return { state: fields.state, version }
  }
  return { state: fields, version: 0 }
}

/** Brings the state of any earlier (or unknown) version to the current shape. */
export function migrateCart(state: unknown, _fromVersion: number): CartSnapshot {
  // Versions 0 and 1 hold the same line fields (localName is optional in both); repair reads both shapes.
  return { lines: repairStoredCart(state) }
}
