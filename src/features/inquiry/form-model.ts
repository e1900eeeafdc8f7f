/**
 * The inquiry form as plain data: what a keystroke may change and what is sent (what is valid
 * is in inquiry-validation.ts).
 * Components only call these functions; the property test feeds them hostile input.
 */
import { FIELDS, FIELD_NAMES, type FieldName, type Inquiry } from './inquiry-schema'

export type InquiryValues = Record<FieldName, string>
export type FieldErrors = Partial<Record<FieldName, string>>

export function emptyInquiry(): InquiryValues {
  return { name: '', company: '', email: '', phone: '', country: '', businessType: '', products: '', quantity: '', message: '' }
}

// C0 controls other than tab and line feed, and DEL: invisible, and some mail servers reject them.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F]/g
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g

/**
 * What a field holds after the user types or pastes `raw`. Never shortens the text beyond removing
 * invisible controls: too long is shown as an error with a counter, not silently cut.
 */
export function normalizeField(field: FieldName, raw: string): string {
  // Every field but the message is a single-line input, and the header-like ones (HEADER_LIKE_FIELDS)
  // reach e-mail headers, where a line break could smuggle in a header of its own.
  if (field !== 'message') return raw.replace(LINE_BREAKS, ' ').replace(CONTROL_CHARS, '')
  return raw.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '')
}

export function updateField(values: InquiryValues, field: FieldName, raw: string): InquiryValues {
  return { ...values, [field]: normalizeField(field, raw) }
}

export interface CharCount {
  count: number
  limit: number
  over: boolean
  /** Shown for the message always, for short fields once they come near their limit. */
  visible: boolean
}

export function charCount(field: FieldName, value: string): CharCount {
  const limit = FIELDS[field].limit
  const count = value.length
  return { count, limit, over: count > limit, visible: field === 'message' || count > limit * 0.8 }
}

/** The template parameters sent to EmailJS: the nine fields, cleaned once more (never trust the UI). */
export function toTemplateParams(data: Inquiry): Record<FieldName, string> {
  const params = {} as Record<FieldName, string>
  for (const field of FIELD_NAMES) params[field] = normalizeField(field, data[field]).trim()
  return params
}

function optionLabel(field: FieldName, value: string): string {
  return FIELDS[field].options?.find((o) => o.value === value)?.label ?? value
}

/** The inquiry as plain text, for 'Send by e-mail instead', WhatsApp and the clipboard. */
export function inquiryText(values: InquiryValues, reference?: string): { subject: string; body: string } {
  const who = [values.name.trim(), values.company.trim()].filter(Boolean).join(', ')
  const subject = `Bulk inquiry${who ? ` from ${who}` : ''}${reference ? ` (${reference})` : ''}`
  const lines = FIELD_NAMES.filter((f) => f !== 'message').map((f) => `${FIELDS[f].label}: ${optionLabel(f, values[f].trim())}`)
  const body = [...lines, '', `${FIELDS.message.label}:`, values.message.trim(), ...(reference ? ['', `Reference: ${reference}`] : [])].join('\n')
  return { subject: normalizeField('name', subject), body }
}

/** A bot fills every input it finds, including the one people never see. */
export function isBotSubmission(honeypot: string): boolean {
  return honeypot.trim() !== ''
}
