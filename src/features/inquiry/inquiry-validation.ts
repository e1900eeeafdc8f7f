// Loaded on first use (load-rules.ts), so zod is not part of any page's first load.
import { z } from '@/lib/zod'
import { textRule } from '@/components/forms/field-rules'
import type { FieldError } from '@/components/forms/field-spec'
import { EMAIL, isPhone, normalizeEmail, normalizePhone } from './contact-rules'
import { FIELDS, BUSINESS_TYPES, QUANTITY_RANGES, type FieldName } from './inquiry-schema'

export { validate } from '@/components/forms/field-rules'

const INVALID: FieldError = 'invalid'

function field(name: FieldName) {
  return textRule(FIELDS[name])
}

function oneOf(name: FieldName, values: readonly { value: string }[]) {
  return field(name).check(z.refine((v) => values.some((o) => o.value === v), INVALID))
}

// No rule asks for Latin letters: names, companies and countries are checked for presence and length only.
export const inquirySchema = z.object({
  name: field('name'),
  company: field('company'),
  email: z.pipe(field('email').check(z.overwrite(normalizeEmail)), z.string().check(z.regex(EMAIL, INVALID))),
  phone: field('phone').check(z.overwrite(normalizePhone), z.refine(isPhone, INVALID)),
  country: field('country'),
  businessType: oneOf('businessType', BUSINESS_TYPES),
  products: field('products'),
  quantity: oneOf('quantity', QUANTITY_RANGES),
  message: field('message'),
})
