/**
 * The inquiry's rules as a zod schema, built from the field definitions in inquiry-schema.ts.
 * Loaded when the form is first focused or sent (use-inquiry-form.ts), so zod is not part of any
 * page's first load.
 */
import { z } from '@/lib/zod'
import { fieldErrorOf, formValidation } from '@/components/forms/form-validation'
import type { FormValidation } from '@/components/forms/send-state'
import { FIELDS, FIELD_NAMES, BUSINESS_TYPES, QUANTITY_RANGES, tooLongMessage, type FieldName, type Inquiry } from './inquiry-schema'
import type { InquiryValues } from './form-model'

function field(name: FieldName) {
  const spec = FIELDS[name]
  return z.string().check(z.trim(), z.minLength(1, spec.required), z.maxLength(spec.limit, tooLongMessage(name)))
}

function oneOf(name: FieldName, values: readonly { value: string }[]) {
  return field(name).check(
    z.refine((v) => values.some((o) => o.value === v), `Please choose a ${FIELDS[name].label.toLowerCase()} from the list`),
  )
}

// Loose on purpose: buyers write numbers in many national formats; 6-15 digits covers them all.
const PHONE = /^\+?[\d\s().-]+$/

export const inquirySchema = z.object({
  name: field('name'),
  company: field('company'),
  email: z.pipe(field('email'), z.email('Please enter a valid email address, like name@company.com')),
  phone: field('phone').check(
    z.refine((v) => {
      const digits = v.replace(/\D/g, '').length
      return PHONE.test(v) && digits >= 6 && digits <= 15
    }, 'Please enter a valid phone number, with the country code'),
  ),
  country: field('country'),
  businessType: oneOf('businessType', BUSINESS_TYPES),
  products: field('products'),
  quantity: oneOf('quantity', QUANTITY_RANGES),
  message: field('message'),
})

export type Validation = FormValidation<FieldName, Inquiry>

export function validateInquiry(values: InquiryValues): Validation {
  return formValidation(inquirySchema.safeParse(values), FIELD_NAMES)
}

/** The error of one field, for re-checking a field while the user corrects it. */
export function fieldError(values: InquiryValues, field: FieldName): string | undefined {
  return fieldErrorOf(validateInquiry(values), field)
}
