import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { charCount, normalizeField } from '@/components/forms/field-spec'
import { loadStaffText } from '@/components/forms/staff-text'
import { emptyInquiry, inquiryText, toTemplateParams, type InquiryValues } from './form-model'
import { inquirySchema, validate } from './inquiry-validation'
import { FIELDS, FIELD_NAMES, HEADER_LIKE_FIELDS, type FieldName } from './inquiry-schema'

/** What a hostile or careless sender types: markup, header injection, emoji, control characters, 10 kB. */
const hostile = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'Asha\r\nBcc: victim@example.com',
    'x\rSubject: hi\n\nbody',
    'a\u2028b\u2029c\u0085d',
    '🌶️🥜 makhana 👨‍👩‍👧',
    '\u0000\u0007\u001b[31m',
    '{{name}} ${x} %0d%0a',
  ),
  fc.string({ minLength: 10_000, maxLength: 10_240 }),
)

// eslint-disable-next-line no-control-regex
const visible = (s: string) => s.replace(/[\u0000-\u0020\u007F\u0085\u2028\u2029]/g, '')

beforeAll(loadStaffText)

const field = fc.constantFrom(...FIELD_NAMES)
const edits = fc.array(fc.tuple(field, hostile), { minLength: 1, maxLength: 12 })

function typeAll(list: [FieldName, string][]): InquiryValues {
  return list.reduce((values, [name, text]) => ({ ...values, [name]: normalizeField(FIELDS[name], text) }), emptyInquiry())
}

describe('the form model under hostile input', () => {
  it('never crashes and never lets a line break into a header-like field', () => {
    fc.assert(
      fc.property(edits, (list) => {
        const values = typeAll(list)
        for (const name of HEADER_LIKE_FIELDS) expect(values[name]).not.toMatch(/[\r\n\u0085\u2028\u2029]/)
        const result = validate(inquirySchema, values)
        if (result.ok) {
          const params = toTemplateParams(result.data, 'en')
          for (const name of HEADER_LIKE_FIELDS) expect(params[name]).not.toMatch(/[\r\n]/)
        } else {
          expect(['required', 'tooLong', 'invalid']).toContain(result.errors[result.first])
        }
        expect(inquiryText(values, 'en', 'INQ-20261122-7KQ2').subject).not.toMatch(/[\r\n]/)
      }),
      { numRuns: 200 },
    )
  })

  it('never cuts text silently: too long is kept whole and reported, with the counter over the limit', () => {
    fc.assert(
      fc.property(field, hostile, (name, text) => {
        const values = { ...emptyInquiry(), [name]: normalizeField(FIELDS[name], text) }
        const kept = values[name]
        // Only invisible controls and line breaks may change; every visible character stays, in order.
        expect(visible(kept)).toBe(visible(text))
        const count = charCount(FIELDS[name], kept)
        const result = validate(inquirySchema, values)
        if (kept.trim().length > FIELDS[name].limit) {
          expect(count.over && count.visible).toBe(true)
          expect(!result.ok && result.errors[name]).toBe('tooLong')
        }
      }),
      { numRuns: 300 },
    )
  })

  it('keeps a valid inquiry valid whatever text the message holds within its limit', () => {
    const base: InquiryValues = {
      name: 'Ravi',
      company: 'R Co',
      email: 'ravi@r.example',
      phone: '+91 98100 00000',
      country: 'India',
      businessType: 'retailer',
      products: 'Makhana',
      quantity: '1-10kg',
      message: 'x',
    }
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1000 }).filter((s) => s.trim() !== ''),
        (message) => {
          const result = validate(inquirySchema, { ...base, ['message']: normalizeField(FIELDS['message'], message) })
          expect(result.ok).toBe(true)
        },
      ),
      { numRuns: 200 },
    )
  })
})
