/** One spec per field gives the HTML hints, the counter, the clean-up and the rules, so they cannot disagree. */
import { formatCount } from '@/lib/format'

export const SHORT_LIMIT = 200
export const MESSAGE_LIMIT = 5000

export interface FieldSpec {
  label: string
  /** A textarea keeps its line breaks; every other kind is one line. */
  kind: 'text' | 'email' | 'tel' | 'select' | 'textarea'
  autoComplete: string
  limit: number
  /** The message for an empty field; empty for an optional one. */
  required: string
  placeholder?: string
  options?: readonly { value: string; label: string }[]
  hint?: string
  rows?: number
}

/** A form's fields, keyed on its own field names, in the form's order. */
export type FieldSpecs<F extends string> = Readonly<Record<F, FieldSpec>>

// C0 controls other than tab and line feed, and DEL: invisible, and some mail servers reject them.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F]/g
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g

/** Text for one line: one-line fields reach e-mail headers, where a line break could smuggle in a header. */
export function oneLine(raw: string): string {
  return raw.replace(LINE_BREAKS, ' ').replace(CONTROL_CHARS, '')
}

/** What a field holds after the user types or pastes `raw`: never shortened (too long is an error, not a cut). */
export function normalizeField(spec: FieldSpec, raw: string): string {
  if (spec.kind !== 'textarea') return oneLine(raw)
  return raw.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '')
}

/** A field's counter: shown under a textarea always, under a one-line field once it comes near its limit. */
export function charCount(spec: FieldSpec, value: string) {
  const count = value.length
  return { count, limit: spec.limit, over: count > spec.limit, visible: spec.kind === 'textarea' || count > spec.limit * 0.8 }
}

export function tooLongMessage(spec: FieldSpec): string {
  return `${spec.label} is too long: at most ${formatCount(spec.limit)} characters`
}
