/**
 * The quote request of /checkout as plain data: its fields (six shared with the inquiry form, with
 * the inquiry's own zod rules; Incoterm, port and message with their own), its schema, and what is
 * sent. Components only call these, with the forms' shared normalizeField, charCount and validate.
 */
import { z } from '@/lib/zod'
import { textRule } from '@/components/forms/field-rules'
import { MESSAGE_LIMIT, SHORT_LIMIT, normalizeField, oneLine, type FieldSpec, type FieldSpecs } from '@/components/forms/field-spec'
import { INCOTERMS_2020 } from '../../../shared/export-spec-rules.ts'
import { formatInr } from '@/lib/format'
import { cartTextBlock, cartTotal, type CartLine } from '@/features/cart'
import { RUPEES_REQUEST, requestCurrencyLines, type RequestCurrency } from '@/features/catalogue'
import { FIELDS, inquirySchema } from '@/features/inquiry'

/** The EmailJS template of quote requests (the embedded endpoint knows it too). */
export const QUOTE_TEMPLATE_ID = 'quote_template'
export const QUOTE_DRAFT_KEY = 'quote'

export const SHARED_FIELDS = ['name', 'company', 'email', 'phone', 'country', 'businessType'] as const
export const EXTRA_FIELDS = ['incoterm', 'destinationPort', 'message'] as const
export const QUOTE_FIELDS = [...SHARED_FIELDS, ...EXTRA_FIELDS] as const

export type SharedField = (typeof SHARED_FIELDS)[number]
export type ExtraField = (typeof EXTRA_FIELDS)[number]
export type QuoteField = (typeof QUOTE_FIELDS)[number]
export type QuoteValues = Record<QuoteField, string>

/** The Incoterms a quote may ask for: four of Incoterms 2020, named as in the Studio's list. */
export const INCOTERM_VALUES = ['EXW', 'FOB', 'CFR', 'CIF'] as const

export const INCOTERMS = INCOTERM_VALUES.map((value) => ({
  value,
  label: `${value}: ${INCOTERMS_2020.find((term) => term.value === value)?.name ?? value}`,
}))

export const INCOTERM_HINT =
  'EXW: you collect from our warehouse in New Delhi. FOB: we load the goods on the ship at an Indian port. CFR: we also pay the sea freight to your port. CIF: freight and insurance to your port.'

/** Specs of the quote's own fields; `required` empty means optional. */
export const EXTRA_FIELD_SPECS: Record<ExtraField, FieldSpec> = {
  incoterm: {
    label: 'Incoterm',
    kind: 'select',
    autoComplete: 'off',
    limit: SHORT_LIMIT,
    required: 'Please choose an Incoterm',
    placeholder: 'Select Incoterm',
    options: INCOTERMS,
  },
  destinationPort: {
    label: 'Destination Port',
    kind: 'text',
    autoComplete: 'off',
    limit: SHORT_LIMIT,
    required: 'Destination port is required (except for EXW)',
    placeholder: 'e.g. Jebel Ali, Dubai',
  },
  message: {
    label: 'Message',
    kind: 'textarea',
    autoComplete: 'off',
    limit: MESSAGE_LIMIT,
    required: '',
    placeholder: 'Pack sizes, monthly volumes, certificates you need, delivery dates…',
  },
}

/** Every field of the quote, in the form's order. */
export const QUOTE_FIELD_SPECS: FieldSpecs<QuoteField> = {
  name: FIELDS.name,
  company: FIELDS.company,
  email: FIELDS.email,
  phone: FIELDS.phone,
  country: FIELDS.country,
  businessType: FIELDS.businessType,
  ...EXTRA_FIELD_SPECS,
}

export const quoteSchema = z
  .extend(z.pick(inquirySchema, { name: true, company: true, email: true, phone: true, country: true, businessType: true }), {
    incoterm: z.enum(INCOTERM_VALUES, EXTRA_FIELD_SPECS.incoterm.required),
    // Required unless the Incoterm is EXW: the rule below.
    destinationPort: textRule(EXTRA_FIELD_SPECS.destinationPort, true),
    message: textRule(EXTRA_FIELD_SPECS.message),
  })
  // Ex Works ends at our warehouse: only the other terms need the buyer's port. `when` runs the
  // rule even while other fields are wrong, so every error shows at once.
  .check(
    z.refine((q) => q.incoterm === 'EXW' || q.destinationPort.trim() !== '', {
      path: ['destinationPort'],
      message: EXTRA_FIELD_SPECS.destinationPort.required,
      when: (payload) => typeof payload.value === 'object' && payload.value !== null && 'destinationPort' in payload.value,
    }),
  )

export type Quote = z.infer<typeof quoteSchema>

export function emptyQuote(): QuoteValues {
  return { name: '', company: '', email: '', phone: '', country: '', businessType: '', incoterm: '', destinationPort: '', message: '' }
}

function optionLabel(field: QuoteField, value: string): string {
  return QUOTE_FIELD_SPECS[field].options?.find((o) => o.value === value)?.label ?? value
}

/** The buyer's details as "Label: value" lines (Incoterm by its code, business type by its label). */
function detailLines(values: QuoteValues): string[] {
  return QUOTE_FIELDS.filter((f) => f !== 'message').map((f) => {
    const value = values[f].trim()
    return `${QUOTE_FIELD_SPECS[f].label}: ${f === 'incoterm' ? value : optionLabel(f, value)}`
  })
}

/** The whole request as plain text: the e-mail body, and what the fallbacks (mail, WhatsApp, copy) carry. */
export function quoteText(
  values: QuoteValues,
  lines: readonly CartLine[],
  reference: string,
  currency: RequestCurrency = RUPEES_REQUEST,
): { subject: string; body: string } {
  const who = [values.name.trim(), values.company.trim()].filter(Boolean).join(', ')
  const subject = oneLine(`Quote request${who ? ` from ${who}` : ''} (${reference})`)
  const message = values.message.trim()
  const body = [
    'Products:',
    cartTextBlock(lines),
    '',
    ...detailLines(values),
    ...requestCurrencyLines(currency, 'The figures above are in rupees.'),
    ...(message ? ['', 'Message:', message] : []),
    '',
    `Reference: ${reference}`,
  ].join('\n')
  return { subject, body }
}

/** The template parameters: every field, the lines as a readable block, the total and the reference. */
export function quoteParams(data: Quote, lines: readonly CartLine[], reference: string, currency: RequestCurrency = RUPEES_REQUEST): Record<string, string> {
  const values: QuoteValues = { ...data }
  const params: Record<string, string> = {}
  for (const field of QUOTE_FIELDS) params[field] = normalizeField(QUOTE_FIELD_SPECS[field], values[field]).trim()
  const { subject, body } = quoteText(values, lines, reference, currency)
  return {
    ...params,
    businessType: optionLabel('businessType', params.businessType ?? ''),
    lines: cartTextBlock(lines),
    total: formatInr(cartTotal(lines)),
    currency: currency.currency,
    exchangeRate: currency.rate,
    items: String(lines.length),
    subject,
    body,
    reference,
    source: 'Quote request (cart)',
  }
}
