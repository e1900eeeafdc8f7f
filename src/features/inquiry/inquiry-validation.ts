// Loaded on first use (load-rules.ts), so zod is not part of any page's first load.
import { z } from '@/lib/zod'
import { textRule } from '@/components/forms/field-rules'
import { FIELDS, BUSINESS_TYPES, QUANTITY_RANGES, type FieldName } from './inquiry-schema'

export { validate } from '@/components/forms/field-rules'

function field(name: FieldName) {
  return textRule(FIELDS[name])
}

function oneOf(name: FieldName, values: readonly { value: string }[]) {
  return field(name).check(z.refine((v) => values.some((o) => o.value === v), `Please choose a ${FIELDS[name].label.toLowerCase()} from the list`))
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
