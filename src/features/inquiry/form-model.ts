// Plain data, so the property test can feed it hostile input.
import { normalizeField, oneLine } from '@/components/forms/field-spec'
import { FIELDS, FIELD_NAMES, type FieldName, type Inquiry } from './inquiry-schema'

export type InquiryValues = Record<FieldName, string>

export function emptyInquiry(): InquiryValues {
  return { name: '', company: '', email: '', phone: '', country: '', businessType: '', products: '', quantity: '', message: '' }
}

/** The template parameters sent to EmailJS: the nine fields, cleaned once more (never trust the UI). */
export function toTemplateParams(data: Inquiry): Record<FieldName, string> {
  const params = {} as Record<FieldName, string>
  for (const field of FIELD_NAMES) params[field] = normalizeField(FIELDS[field], data[field]).trim()
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
  return { subject: oneLine(subject), body }
}

/** A bot fills every input it finds, including the one people never see. */
export function isBotSubmission(honeypot: string): boolean {
  return honeypot.trim() !== ''
}
