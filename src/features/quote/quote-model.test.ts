import { describe, expect, it } from 'vitest'
import { charCount, updateField } from '@/components/forms/field-spec'
import { validate } from '@/components/forms/form-validation'
import { QUOTE_FIELD_SPECS, emptyQuote, quoteParams, quoteSchema, quoteText, type QuoteValues } from './quote-model'

const lines = [
  { id: 1, name: 'Cumin Seeds', image: '', price: 60, quantity: 2 },
  { id: 2, name: 'Classic Makhana', image: '', price: 1250, quantity: 100 },
]

const filled: QuoteValues = {
  name: 'Asha Rao',
  company: 'Rao Foods LLC',
  email: 'asha@raofoods.ae',
  phone: '+971 50 123 4567',
  country: 'United Arab Emirates',
  businessType: 'distributor',
  incoterm: 'CIF',
  destinationPort: 'Jebel Ali, Dubai',
  message: 'Monthly supply.\nHalal certificate needed.',
}

describe('quote validation', () => {
  it('accepts a complete request', () => {
    expect(validate(quoteSchema, filled).ok).toBe(true)
  })

  it('uses the inquiry messages for the shared fields and names the first error', () => {
    const result = validate(quoteSchema, emptyQuote())
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.first).toBe('name')
    expect(result.errors).toMatchObject({
      name: 'Name is required',
      email: 'Email is required',
      incoterm: 'Please choose an Incoterm',
      destinationPort: 'Destination port is required (except for EXW)',
    })
    expect(result.errors.message).toBeUndefined()
  })

  it('accepts only EXW, FOB, CFR and CIF', () => {
    for (const incoterm of ['EXW', 'FOB', 'CFR', 'CIF']) expect(validate(quoteSchema, { ...filled, incoterm }).ok).toBe(true)
    expect(validate(quoteSchema, { ...filled, incoterm: 'DDP' }).ok).toBe(false)
  })

  it('needs a destination port except for EXW', () => {
    expect(validate(quoteSchema, { ...filled, destinationPort: ' ' }).ok).toBe(false)
    expect(validate(quoteSchema, { ...filled, incoterm: 'EXW', destinationPort: '' }).ok).toBe(true)
  })

  it('keeps the inquiry rules for e-mail, phone and business type', () => {
    const result = validate(quoteSchema, { ...filled, email: 'asha@', phone: 'call me', businessType: 'bank' })
    expect(result.ok ? {} : Object.keys(result.errors).sort()).toEqual(['businessType', 'email', 'phone'])
  })

  it("checks Incoterm and port by their own specs, not by another field's", () => {
    const result = validate(quoteSchema, { ...filled, destinationPort: 'p'.repeat(201) })
    expect(!result.ok && result.errors.destinationPort).toBe('Destination Port is too long: at most 200 characters')
    expect(charCount(QUOTE_FIELD_SPECS.destinationPort, 'p'.repeat(201))).toMatchObject({ limit: 200, over: true, visible: true })
    expect(charCount(QUOTE_FIELD_SPECS.incoterm, 'CIF')).toMatchObject({ limit: 200, visible: false })
    expect(QUOTE_FIELD_SPECS.destinationPort.label).toBe('Destination Port')
  })

  it('removes line breaks from single-line fields, keeps them in the message', () => {
    const next = updateField(QUOTE_FIELD_SPECS, updateField(QUOTE_FIELD_SPECS, filled, 'destinationPort', 'Jebel\nAli'), 'message', 'a\r\nb')
    expect(next.destinationPort).toBe('Jebel Ali')
    expect(next.message).toBe('a\nb')
  })
})

describe('what is sent', () => {
  const result = validate(quoteSchema, filled)
  if (!result.ok) throw new Error('fixture must be valid')
  const params = quoteParams(result.data, lines, 'QUO-20261122-ABCD')

  it('carries every line as a readable block, the total and the reference', () => {
    expect(params.lines).toBe('1. Cumin Seeds × 2 @ ₹60 = ₹120\n2. Classic Makhana × 100 @ ₹1,250 = ₹1,25,000\nTotal: ₹1,25,120')
    expect(params.total).toBe('₹1,25,120')
    expect(params.items).toBe('2')
    expect(params.reference).toBe('QUO-20261122-ABCD')
  })

  it('carries every field, business type by its label', () => {
    expect(params).toMatchObject({
      name: 'Asha Rao',
      company: 'Rao Foods LLC',
      email: 'asha@raofoods.ae',
      businessType: 'Distributor',
      incoterm: 'CIF',
      destinationPort: 'Jebel Ali, Dubai',
      message: 'Monthly supply.\nHalal certificate needed.',
    })
  })

  it('writes the whole request as text for the e-mail body and the fallbacks', () => {
    const { subject, body } = quoteText(filled, lines, 'QUO-20261122-ABCD')
    expect(subject).toBe('Quote request from Asha Rao, Rao Foods LLC (QUO-20261122-ABCD)')
    expect(body).toContain('Products:\n1. Cumin Seeds × 2 @ ₹60 = ₹120')
    expect(body).toContain('Incoterm: CIF\nDestination Port: Jebel Ali, Dubai')
    expect(body).toContain('Business Type: Distributor')
    expect(body).toContain('Message:\nMonthly supply.')
    expect(body.endsWith('Reference: QUO-20261122-ABCD')).toBe(true)
    expect(params.body).toBe(body)
    expect(params).toMatchObject({ currency: 'INR', exchangeRate: '' })
    expect(body).not.toContain('Prices seen in')
  })

  it('tells staff which currency the buyer read prices in, keeping the rupee figures', () => {
    const eur = { currency: 'EUR', rate: '1 EUR = ₹97.5 (rates of 2026-11-25)' }
    const sent = quoteParams(result.data, lines, 'QUO-20261122-ABCD', eur)
    expect(sent).toMatchObject({ currency: 'EUR', exchangeRate: eur.rate, total: '₹1,25,120' })
    expect(sent.body).toContain('Prices seen in EUR: 1 EUR = ₹97.5 (rates of 2026-11-25). The figures above are in rupees.')
    expect(quoteText(filled, lines, 'QUO-20261122-ABCD', eur).body).toBe(sent.body)
  })
})
