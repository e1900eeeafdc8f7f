/** The quote request's fields: six shared with the inquiry (with its rules), Incoterm, port and message. */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { z } from '@/lib/zod'
import { textRule } from '@/components/forms/field-rules'
import { MESSAGE_LIMIT, SHORT_LIMIT, type FieldError, type FieldSpec, type FieldSpecs } from '@/components/forms/field-spec'
import { FIELDS, inquirySchema } from '@/features/inquiry'

/** The Incoterms a quote may ask for: four of Incoterms 2020, named as in the Studio's list. */
export const INCOTERM_VALUES = ['EXW', 'FOB', 'CFR', 'CIF'] as const

/** Each term by its code and its name in the ICC's wording (the Studio's list, shared/export-spec-rules.ts). */
export const INCOTERM_LABELS = {
  EXW: msg`EXW: Ex Works`,
  FOB: msg`FOB: Free On Board`,
  CFR: msg`CFR: Cost and Freight`,
  CIF: msg`CIF: Cost, Insurance and Freight`,
} satisfies Record<(typeof INCOTERM_VALUES)[number], MessageDescriptor>

const incoterm: FieldSpec = {
  label: msg`Incoterm`,
  kind: 'select',
  autoComplete: 'off',
  limit: SHORT_LIMIT,
  required: msg`Please choose an Incoterm`,
  placeholder: msg`Select Incoterm`,
  options: INCOTERM_VALUES.map((value) => ({ value, label: INCOTERM_LABELS[value] })),
  hint: msg`EXW: you collect from our warehouse in New Delhi. FOB: we load the goods on the ship at an Indian port. CFR: we also pay the sea freight to your port. CIF: freight and insurance to your port.`,
}

const destinationPort: FieldSpec = {
  label: msg`Destination Port`,
  kind: 'text',
  autoComplete: 'off',
  limit: SHORT_LIMIT,
  required: msg`Destination port is required (except for EXW)`,
  placeholder: msg`e.g. Jebel Ali, Dubai`,
  hint: msg`The port your goods should reach. Not needed for EXW.`,
}

const message: FieldSpec = {
  label: msg`Message`,
  kind: 'textarea',
  autoComplete: 'off',
  limit: MESSAGE_LIMIT,
  required: null,
  placeholder: msg`Pack sizes, monthly volumes, certificates you need, delivery dates…`,
  rows: 5,
}

export const QUOTE_FIELDS = {
  name: FIELDS.name,
  company: FIELDS.company,
  email: FIELDS.email,
  phone: FIELDS.phone,
  country: FIELDS.country,
  businessType: FIELDS.businessType,
  incoterm,
  destinationPort,
  message,
} satisfies FieldSpecs<string>
export type QuoteField = keyof typeof QUOTE_FIELDS

export const quoteSchema = z
  .extend(z.pick(inquirySchema, { name: true, company: true, email: true, phone: true, country: true, businessType: true }), {
    incoterm: z.enum(INCOTERM_VALUES, 'required' satisfies FieldError),
    // Required unless the Incoterm is EXW: the rule below.
    destinationPort: textRule(destinationPort, true),
    message: textRule(message),
  })
  // Ex Works ends at our warehouse; `when` runs the rule even while other fields are wrong.
  .check(
    z.refine((q) => q.incoterm === 'EXW' || q.destinationPort.trim() !== '', {
      path: ['destinationPort'],
      message: 'required' satisfies FieldError,
      when: (payload) => typeof payload.value === 'object' && payload.value !== null && 'destinationPort' in payload.value,
    }),
  )
