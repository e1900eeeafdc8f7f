import { msg } from '@lingui/core/macro'
import { beforeAll, describe, expect, it } from 'vitest'
import type { I18n } from '@lingui/core'
import { loadI18n } from '@/lib/i18n'
import { charCount, counterText, fieldErrorText, normalizeField, oneLine, type FieldSpec } from './field-spec'

const port: FieldSpec = { label: msg`Destination Port`, kind: 'text', autoComplete: 'off', limit: 200, required: null }
const address: FieldSpec = { label: msg`Shipping Address`, kind: 'textarea', autoComplete: 'street-address', limit: 1000, required: msg`Address is required` }

let en: I18n
beforeAll(async () => {
  en = await loadI18n('en')
})

describe("the shared field pieces, keyed on a form's own fields", () => {
  it('keeps one-line fields on one line and lets a textarea keep its lines, without controls in either', () => {
    expect(normalizeField(port, 'Jebel\r\nAli\u2028Dubai')).toBe('Jebel Ali Dubai')
    expect(normalizeField(address, 'Warehouse 4\r\nDubai\rUAE\u0007')).toBe('Warehouse 4\nDubai\nUAE')
    expect(oneLine('Quote\nBcc: x@y.z')).toBe('Quote Bcc: x@y.z')
  })

  it('keeps Arabic and Chinese text, and the marks that set its direction, as typed', () => {
    expect(normalizeField(port, 'ميناء جدة الإسلامي\u200F')).toBe('ميناء جدة الإسلامي\u200F')
    expect(normalizeField(address, '上海市浦东新区\n世纪大道 100 号')).toBe('上海市浦东新区\n世纪大道 100 号')
  })

  it("counts against the field's own limit: always shown under a textarea, near the limit on one line", () => {
    expect(charCount(address, 'hi')).toEqual({ count: 2, limit: 1000, over: false, visible: true })
    expect(charCount(port, 'x'.repeat(160))).toEqual({ count: 160, limit: 200, over: false, visible: false })
    expect(charCount(port, 'x'.repeat(161)).visible).toBe(true)
    expect(charCount(port, 'x'.repeat(201)).over).toBe(true)
  })

  it('says which field is too long and by which limit, and what an empty or refused field needs', () => {
    expect(fieldErrorText(en, address, 'tooLong')).toBe('Shipping Address is too long: at most 1,000 characters')
    expect(fieldErrorText(en, address, 'required')).toBe('Address is required')
    expect(fieldErrorText(en, address, 'invalid')).toBe('Please check this field')
    expect(counterText(en, 1004, 1000)).toBe('1,004 / 1,000 characters (4 too many)')
  })
})
