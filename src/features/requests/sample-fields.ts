/** The sample request's fields: five shared with the inquiry (with its rules), the address and what the samples are for. */
import { msg } from '@lingui/core/macro'
import { z } from '@/lib/zod'
import { textRule } from '@/components/forms/field-rules'
import { MESSAGE_LIMIT, SHORT_LIMIT, type FieldError, type FieldSpec, type FieldSpecs } from '@/components/forms/field-spec'
import { FIELDS, inquirySchema } from '@/features/inquiry'

const ANNUAL_VOLUMES = [
  { value: 'under-1t', label: msg`Under 1 tonne` },
  { value: '1-5t', label: msg`1-5 tonnes` },
  { value: '5-20t', label: msg`5-20 tonnes` },
  { value: '20-100t', label: msg`20-100 tonnes` },
  { value: 'over-100t', label: msg`Over 100 tonnes` },
] as const
const VOLUME_VALUES = ['under-1t', '1-5t', '5-20t', '20-100t', 'over-100t'] as const

const address: FieldSpec = {
  label: msg`Shipping Address`,
  kind: 'textarea',
  autoComplete: 'street-address',
  limit: 1000,
  required: msg`Shipping address is required: street, city, postal code`,
  placeholder: msg`Street and number, city, postal code, state or region`,
  rows: 4,
}

const courierAccount: FieldSpec = {
  label: msg`Courier Account Number`,
  kind: 'text',
  autoComplete: 'off',
  limit: SHORT_LIMIT,
  required: null,
  placeholder: msg`e.g. DHL or FedEx account`,
  hint: msg`With your own courier account, the courier bills you directly. Without one, we ship at our cost.`,
}

const intendedUse: FieldSpec = {
  label: msg`Intended Use`,
  kind: 'textarea',
  autoComplete: 'off',
  limit: MESSAGE_LIMIT,
  required: msg`Please tell us what the samples are for`,
  placeholder: msg`e.g. lab testing before a first container, a new seasoning blend, retail packing`,
  rows: 4,
}

const annualVolume: FieldSpec = {
  label: msg`Expected Annual Volume`,
  kind: 'select',
  autoComplete: 'off',
  limit: SHORT_LIMIT,
  required: msg`Please choose your expected annual volume`,
  placeholder: msg`Select annual volume`,
  options: ANNUAL_VOLUMES,
}

export const SAMPLE_FIELDS = {
  company: FIELDS.company,
  name: { ...FIELDS.name, label: msg`Contact Name` },
  email: FIELDS.email,
  phone: FIELDS.phone,
  country: FIELDS.country,
  address,
  courierAccount,
  intendedUse,
  annualVolume,
} satisfies FieldSpecs<string>
export type SampleField = keyof typeof SAMPLE_FIELDS

export const sampleSchema = z.extend(z.pick(inquirySchema, { name: true, company: true, email: true, phone: true, country: true }), {
  address: textRule(address),
  courierAccount: textRule(courierAccount),
  intendedUse: textRule(intendedUse),
  annualVolume: z.enum(VOLUME_VALUES, 'required' satisfies FieldError),
})
