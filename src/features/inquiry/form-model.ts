// Plain data, so the property test can feed it hostile input.
import { normalizeField, oneLine } from '@/components/forms/field-spec'
import { languageLine, languageParams, staffText } from '@/components/forms/staff-text'
import type { Language } from '../../../shared/languages'
import { FIELDS, FIELD_NAMES, type FieldName, type Inquiry } from './inquiry-schema'

export type InquiryValues = Record<FieldName, string>

export function emptyInquiry(): InquiryValues {
  return { name: '', company: '', email: '', phone: '', country: '', businessType: '', products: '', quantity: '', message: '' }
}

/** The template parameters sent to EmailJS: the nine fields, cleaned once more (never trust the UI), and the buyer's language. */
export function toTemplateParams(data: Inquiry, language: Language): Record<FieldName | 'language' | 'languageCode', string> {
  const params = {} as Record<FieldName, string>
  for (const field of FIELD_NAMES) params[field] = normalizeField(FIELDS[field], data[field]).trim()
  return { ...params, ...languageParams(language) }
}

function optionLabel(field: FieldName, value: string): string {
  const option = FIELDS[field].options?.find((o) => o.value === value)
  return option ? staffText(option.label) : value
}

/** The inquiry as plain text for staff (English labels, the buyer's words as typed): 'Send by e-mail instead', WhatsApp, the clipboard. */
export function inquiryText(values: InquiryValues, language: Language, reference?: string): { subject: string; body: string } {
  const who = [values.name.trim(), values.company.trim()].filter(Boolean).join(', ')
  const subject = `Bulk inquiry${who ? ` from ${who}` : ''}${reference ? ` (${reference})` : ''}`
  const lines = FIELD_NAMES.filter((f) => f !== 'message').map((f) => `${staffText(FIELDS[f].label)}: ${optionLabel(f, values[f].trim())}`)
  const body = [
    ...lines,
    languageLine(language),
    '',
    `${staffText(FIELDS.message.label)}:`,
    values.message.trim(),
    ...(reference ? ['', `Reference: ${reference}`] : []),
  ].join('\n')
  return { subject: oneLine(subject), body }
}

/** A bot fills every input it finds, including the one people never see. */
export function isBotSubmission(honeypot: string): boolean {
  return honeypot.trim() !== ''
}
