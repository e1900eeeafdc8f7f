import { beforeAll, describe, expect, it } from 'vitest'
import { charCount, normalizeField } from '@/components/forms/field-spec'
import { loadStaffText, staffText } from '@/components/forms/staff-text'
import { emptyInquiry, inquiryText, toTemplateParams, type InquiryValues } from './form-model'
import { inquirySchema, validate } from './inquiry-validation'
import { BUSINESS_TYPES, FIELDS, FIELD_NAMES, QUANTITY_RANGES } from './inquiry-schema'

beforeAll(loadStaffText)

const valid: InquiryValues = {
  name: 'Asha Rao',
  company: 'Rao Foods',
  email: 'asha@raofoods.example',
  phone: '+49 30 1234 5678',
  country: 'Germany',
  businessType: 'distributor',
  products: 'Cumin seeds, makhana',
  quantity: '100-500kg',
  message: 'Please quote CIF Hamburg.\nMonthly volumes.',
}

describe("the inquiry form's schema", () => {
  it('has the nine fields with their option values and placeholders', () => {
    expect(FIELD_NAMES).toEqual(['name', 'company', 'email', 'phone', 'country', 'businessType', 'products', 'quantity', 'message'])
    expect(BUSINESS_TYPES.map((o) => o.value)).toEqual(['restaurant', 'food-manufacturer', 'retailer', 'distributor', 'exporter', 'other'])
    expect(QUANTITY_RANGES.map((o) => o.value)).toEqual(['1-10kg', '10-50kg', '50-100kg', '100-500kg', '500kg-1ton', '1ton+'])
    expect(staffText(FIELDS.businessType.placeholder!)).toBe('Select business type')
    expect(staffText(FIELDS.quantity.placeholder!)).toBe('Select quantity range')
    expect(staffText(FIELDS.products.label)).toBe('Products of Interest')
    expect([FIELDS.email.kind, FIELDS.phone.kind]).toEqual(['email', 'tel'])
  })
})

describe("the inquiry's rules (validate with inquirySchema)", () => {
  it('accepts a complete inquiry and trims it', () => {
    const result = validate(inquirySchema, { ...valid, name: '  Asha Rao ' })
    expect(result.ok && result.data.name).toBe('Asha Rao')
  })

  it('gives its messages for empty name, email and message, and points at the first', () => {
    const result = validate(inquirySchema, emptyInquiry())
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect([result.errors.name, result.errors.email, result.errors.message]).toEqual(['required', 'required', 'required'])
    expect(Object.keys(result.errors)).toHaveLength(9)
    expect(result.first).toBe('name')
  })

  it('treats whitespace as empty', () => {
    const result = validate(inquirySchema, { ...valid, message: '   \n ' })
    expect(!result.ok && result.errors.message).toBe('required')
  })

  it('gives a malformed e-mail its own message', () => {
    const result = validate(inquirySchema, { ...valid, email: 'asha@' })
    expect(!result.ok && result.errors.email).toBe('invalid')
    expect(!result.ok && result.first).toBe('email')
  })

  it.each(['12', 'call me', '+1 (555) 010-9999-1234-5678'])('refuses the phone %s', (phone) => {
    const result = validate(inquirySchema, { ...valid, phone })
    expect(!result.ok && result.errors.phone).toBe('invalid')
  })

  it('refuses an option that is not in the list', () => {
    const result = validate(inquirySchema, { ...valid, quantity: '5 tons' })
    expect(!result.ok && result.errors.quantity).toBe('invalid')
  })

  it('refuses text over the limit instead of cutting it', () => {
    const long = 'x'.repeat(5001)
    const values = { ...valid, ['message']: normalizeField(FIELDS['message'], long) }
    expect(values.message).toHaveLength(5001)
    const result = validate(inquirySchema, values)
    expect(!result.ok && result.errors.message).toBe('tooLong')
    expect(validate(inquirySchema, { ...valid, company: 'c'.repeat(201) }).ok).toBe(false)
    expect(validate(inquirySchema, { ...valid, company: 'c'.repeat(200) }).ok).toBe(true)
  })
})

describe('charCount', () => {
  it('always shows the message counter and short fields near their limit', () => {
    expect(charCount(FIELDS.message, 'hi')).toEqual({ count: 2, limit: 5000, over: false, visible: true })
    expect(charCount(FIELDS.name, 'x'.repeat(100)).visible).toBe(false)
    expect(charCount(FIELDS.name, 'x'.repeat(170)).visible).toBe(true)
    expect(charCount(FIELDS.name, 'x'.repeat(201)).over).toBe(true)
  })
})

describe('normalizeField', () => {
  it('turns line breaks into spaces in single-line fields and keeps them in the message', () => {
    expect(normalizeField(FIELDS.name, 'Asha\r\nBcc: x@y.z')).toBe('Asha Bcc: x@y.z')
    expect(normalizeField(FIELDS.message, 'a\r\nb\rc')).toBe('a\nb\nc')
    expect(normalizeField(FIELDS.company, 'A\u0000B\u0007C')).toBe('ABC')
  })
})

describe('toTemplateParams and inquiryText', () => {
  it("sends the nine fields, cleaned, and the buyer's language", () => {
    const result = validate(inquirySchema, valid)
    if (!result.ok) throw new Error('expected valid')
    const params = toTemplateParams(result.data, 'de')
    expect(Object.keys(params)).toEqual([...FIELD_NAMES, 'language', 'languageCode'])
    expect([params.language, params.languageCode]).toEqual(['German', 'de'])
  })

  it('writes every field with its label, options by their names, and the reference', () => {
    const { subject, body } = inquiryText(valid, 'en', 'INQ-20261122-7KQ2')
    expect(subject).toBe('Bulk inquiry from Asha Rao, Rao Foods (INQ-20261122-7KQ2)')
    expect(body).toContain('Business Type: Distributor')
    expect(body).toContain('Quantity: 100-500 kg')
    expect(body).toContain('Products of Interest: Cumin seeds, makhana')
    expect(body).toContain("Quantity: 100-500 kg\nBuyer's language: English\n\nMessage:\nPlease quote CIF Hamburg.\nMonthly volumes.")
    expect(body).toMatch(/Reference: INQ-20261122-7KQ2$/)
  })
})
