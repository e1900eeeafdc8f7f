import { describe, expect, it } from 'vitest'
import { charCount, normalizeField, oneLine, tooLongMessage, type FieldSpec } from './field-spec'

const port: FieldSpec = { label: 'Destination Port', kind: 'text', autoComplete: 'off', limit: 200, required: '' }
const address: FieldSpec = { label: 'Shipping Address', kind: 'textarea', autoComplete: 'street-address', limit: 1000, required: 'Address is required' }

describe("the shared field pieces, keyed on a form's own fields", () => {
  it('keeps one-line fields on one line and lets a textarea keep its lines, without controls in either', () => {
    expect(normalizeField(port, 'Jebel\r\nAli\u2028Dubai')).toBe('Jebel Ali Dubai')
    expect(normalizeField(address, 'Warehouse 4\r\nDubai\rUAE\u0007')).toBe('Warehouse 4\nDubai\nUAE')
    expect(oneLine('Quote\nBcc: x@y.z')).toBe('Quote Bcc: x@y.z')
  })

  it("counts against the field's own limit: always shown under a textarea, near the limit on one line", () => {
    expect(charCount(address, 'hi')).toEqual({ count: 2, limit: 1000, over: false, visible: true })
    expect(charCount(port, 'x'.repeat(160))).toEqual({ count: 160, limit: 200, over: false, visible: false })
    expect(charCount(port, 'x'.repeat(161)).visible).toBe(true)
    expect(charCount(port, 'x'.repeat(201)).over).toBe(true)
  })

  it('says which field is too long and by which limit', () => {
    expect(tooLongMessage(address)).toBe('Shipping Address is too long: at most 1,000 characters')
  })
})
