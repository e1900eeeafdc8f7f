/**
 * The sample request of /samples as plain data: its fields (five shared with the inquiry form, with
 * the inquiry's own zod rules), its schema, and what is sent. Components only call these, with the
 * forms' shared normalizeField, charCount and validate.
 */
import { z } from '@/lib/zod'
import { textRule } from '@/components/forms/field-rules'
import { MESSAGE_LIMIT, SHORT_LIMIT, normalizeField, oneLine, type FieldSpecs } from '@/components/forms/field-spec'
import { RUPEES_REQUEST, requestCurrencyLines, type RequestCurrency } from '@/features/catalogue'
import { FIELDS, inquirySchema } from '@/features/inquiry'
import type { SampleItem } from './sample-rules'

/** The EmailJS template of sample requests (the embedded endpoint knows it too). */
export const SAMPLE_TEMPLATE_ID = 'sample_template'
export const SAMPLE_DRAFT_KEY = 'sample-request'

export const SAMPLE_FIELDS = ['company', 'name', 'email', 'phone', 'country', 'address', 'courierAccount', 'intendedUse', 'annualVolume'] as const
export type SampleField = (typeof SAMPLE_FIELDS)[number]
export type SampleValues = Record<SampleField, string>

const ADDRESS_LIMIT = 1000

export const ANNUAL_VOLUMES = [
  { value: 'under-1t', label: 'Under 1 tonne' },
  { value: '1-5t', label: '1-5 tonnes' },
  { value: '5-20t', label: '5-20 tonnes' },
  { value: '20-100t', label: '20-100 tonnes' },
  { value: 'over-100t', label: 'Over 100 tonnes' },
] as const

const VOLUME_VALUES = ['under-1t', '1-5t', '5-20t', '20-100t', 'over-100t'] as const

/** Every field's spec, in the form's order; `required` empty means optional. */
export const SAMPLE_FIELD_SPECS: FieldSpecs<SampleField> = {
  company: FIELDS.company,
  name: { ...FIELDS.name, label: 'Contact Name' },
  email: FIELDS.email,
  phone: FIELDS.phone,
  country: FIELDS.country,
  address: {
    label: 'Shipping Address',
    kind: 'textarea',
    autoComplete: 'street-address',
    limit: ADDRESS_LIMIT,
    required: 'Shipping address is required: street, city, postal code',
    placeholder: 'Street and number, city, postal code, state or region',
  },
  courierAccount: {
    label: 'Courier Account Number',
    kind: 'text',
    autoComplete: 'off',
    limit: SHORT_LIMIT,
    required: '',
    placeholder: 'e.g. DHL or FedEx account',
  },
  intendedUse: {
    label: 'Intended Use',
    kind: 'textarea',
    autoComplete: 'off',
    limit: MESSAGE_LIMIT,
    required: 'Please tell us what the samples are for',
    placeholder: 'e.g. lab testing before a first container, a new seasoning blend, retail packing',
  },
  annualVolume: {
    label: 'Expected Annual Volume',
    kind: 'select',
    autoComplete: 'off',
    limit: SHORT_LIMIT,
    required: 'Please choose your expected annual volume',
    placeholder: 'Select annual volume',
    options: ANNUAL_VOLUMES,
  },
}

export const sampleSchema = z.extend(z.pick(inquirySchema, { name: true, company: true, email: true, phone: true, country: true }), {
  address: textRule(SAMPLE_FIELD_SPECS.address),
  courierAccount: textRule(SAMPLE_FIELD_SPECS.courierAccount),
  intendedUse: textRule(SAMPLE_FIELD_SPECS.intendedUse),
  annualVolume: z.enum(VOLUME_VALUES, SAMPLE_FIELD_SPECS.annualVolume.required),
})

export type SampleRequest = z.infer<typeof sampleSchema>

export function emptySampleRequest(): SampleValues {
  return { company: '', name: '', email: '', phone: '', country: '', address: '', courierAccount: '', intendedUse: '', annualVolume: '' }
}

/** The listed samples as numbered lines: "1. Cumin Seeds (Jeera): 100 g". */
export function samplesTextBlock(items: readonly SampleItem[]): string {
  return items.map((item, i) => `${i + 1}. ${item.name}: ${item.sampleSize}`).join('\n')
}

function volumeLabel(value: string): string {
  return ANNUAL_VOLUMES.find((o) => o.value === value)?.label ?? value
}

/** The whole request as plain text: the e-mail body, and what the fallbacks (mail, WhatsApp, copy) carry. */
export function sampleText(
  values: SampleValues,
  items: readonly SampleItem[],
  reference: string,
  currency: RequestCurrency = RUPEES_REQUEST,
): { subject: string; body: string } {
  const who = [values.name.trim(), values.company.trim()].filter(Boolean).join(', ')
  const subject = oneLine(`Sample request${who ? ` from ${who}` : ''} (${reference})`)
  // The two long texts (address, intended use) follow as paragraphs of their own.
  const details = SAMPLE_FIELDS.filter((f) => SAMPLE_FIELD_SPECS[f].kind !== 'textarea').map((f) => {
    const value = values[f].trim()
    return `${SAMPLE_FIELD_SPECS[f].label}: ${f === 'annualVolume' ? volumeLabel(value) : value || '-'}`
  })
  const body = [
    'Samples:',
    samplesTextBlock(items),
    '',
    ...details,
    '',
    'Shipping address:',
    values.address.trim(),
    '',
    'Intended use:',
    values.intendedUse.trim(),
    ...requestCurrencyLines(currency, 'A price offer after the samples is welcome in that currency.'),
    '',
    `Reference: ${reference}`,
  ].join('\n')
  return { subject, body }
}

/** The template parameters: every field, the samples as a readable block, the buyer's currency and the reference. */
export function sampleParams(
  data: SampleRequest,
  items: readonly SampleItem[],
  reference: string,
  currency: RequestCurrency = RUPEES_REQUEST,
): Record<string, string> {
  const values: SampleValues = { ...data }
  const params: Record<string, string> = {}
  for (const field of SAMPLE_FIELDS) params[field] = normalizeField(SAMPLE_FIELD_SPECS[field], values[field]).trim()
  const { subject, body } = sampleText(values, items, reference, currency)
  return {
    ...params,
    annualVolume: volumeLabel(params.annualVolume ?? ''),
    samples: samplesTextBlock(items),
    currency: currency.currency,
    exchangeRate: currency.rate,
    items: String(items.length),
    subject,
    body,
    reference,
    source: 'Sample request',
  }
}
