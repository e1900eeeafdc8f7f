/** One spec per field gives the HTML hints, the counter, the clean-up and the rules, so they cannot disagree. */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'

export const SHORT_LIMIT = 200
export const MESSAGE_LIMIT = 5000

/** Its words are catalogue messages: the buyer reads them in the page's language, staff's e-mail in English. */
export interface FieldSpec {
  label: MessageDescriptor
  /** A textarea keeps its line breaks; every other kind is one line. */
  kind: 'text' | 'email' | 'tel' | 'select' | 'textarea'
  autoComplete: string
  limit: number
  /** The message for an empty field; null for an optional one. */
  required: MessageDescriptor | null
  /** The message for a value the rules refuse (a malformed e-mail, an option not in the list). */
  invalid?: MessageDescriptor
  placeholder?: MessageDescriptor
  options?: readonly { value: string; label: MessageDescriptor }[]
  hint?: MessageDescriptor
  rows?: number
}

/** A form's fields, keyed on its own field names, in the form's order. */
export type FieldSpecs<F extends string> = Readonly<Record<F, FieldSpec>>

/** Why the rules refused a field: data, so the words come from its spec in the page's language. */
export type FieldError = 'required' | 'tooLong' | 'invalid'

export const FIELD_ERRORS: readonly FieldError[] = ['required', 'tooLong', 'invalid']

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

const REQUIRED = msg`This field is required`
const INVALID = msg`Please check this field`

/** What the buyer reads under a refused field, in the page's language. */
export function fieldErrorText(i18n: I18n, spec: FieldSpec, error: FieldError): string {
  if (error === 'required') return i18n._(spec.required ?? REQUIRED)
  if (error === 'invalid') return i18n._(spec.invalid ?? INVALID)
  const label = i18n._(spec.label)
  const limit = spec.limit
  return i18n._(msg`${label} is too long: ${plural(limit, { one: 'at most # character', other: 'at most # characters' })}`)
}

/** The counter's text: "14 / 10 characters (4 too many)". */
export function counterText(i18n: I18n, count: number, limit: number): string {
  const typed = i18n.number(count)
  const text = i18n._(msg`${typed} / ${plural(limit, { one: '# character', other: '# characters' })}`)
  const over = count - limit
  return over > 0 ? `${text} ${i18n._(msg`(${plural(over, { one: '# too many', other: '# too many' })})`)}` : text
}
