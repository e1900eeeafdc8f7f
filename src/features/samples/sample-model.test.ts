import { describe, expect, it } from 'vitest'
import { updateField } from '@/components/forms/field-spec'
import { validate } from '@/components/forms/form-validation'
import { SAMPLE_FIELD_SPECS, emptySampleRequest, sampleParams, sampleSchema, sampleText, type SampleValues } from './sample-model'

const items = [
  { id: 1, name: 'Cumin Seeds', slug: 'cumin-seeds', sampleSize: '100 g' },
  { id: 45, name: 'Classic Makhana', slug: 'classic-makhana', sampleSize: '50 g' },
]

const filled: SampleValues = {
  company: 'Rao Foods LLC',
  name: 'Asha Rao',
  email: 'asha@raofoods.example',
  phone: '+971 50 123 4567',
  country: 'United Arab Emirates',
  address: 'Warehouse 4, Al Quoz 3\nDubai 12345',
  courierAccount: '',
  intendedUse: 'Lab tests before a first container',
  annualVolume: '5-20t',
}

describe('the sample request model', () => {
  it('names every missing required field, the first one first, and lets the courier account be empty', () => {
    const result = validate(sampleSchema, emptySampleRequest())
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.first).toBe('company')
    expect(Object.keys(result.errors).sort()).toEqual(['address', 'annualVolume', 'company', 'country', 'email', 'intendedUse', 'name', 'phone'])
    expect(result.errors.address).toBe('Shipping address is required: street, city, postal code')
  })

  it('accepts a filled request and keeps the address lines', () => {
    const result = validate(sampleSchema, filled)
    expect(result.ok).toBe(true)
    expect(updateField(SAMPLE_FIELD_SPECS, filled, 'address', 'a\r\nb').address).toBe('a\nb')
    expect(updateField(SAMPLE_FIELD_SPECS, filled, 'company', 'a\nb').company).toBe('a b')
  })

  it('sends every field, the samples with their sizes and the reference, in the body the fallbacks carry too', () => {
    const result = validate(sampleSchema, filled)
    if (!result.ok) throw new Error('expected valid')
    const params = sampleParams(result.data, items, 'SMP-20261125-ABCD')
    expect(params).toMatchObject({
      company: 'Rao Foods LLC',
      annualVolume: '5-20 tonnes',
      samples: '1. Cumin Seeds: 100 g\n2. Classic Makhana: 50 g',
      items: '2',
      reference: 'SMP-20261125-ABCD',
      subject: 'Sample request from Asha Rao, Rao Foods LLC (SMP-20261125-ABCD)',
    })
    const { body } = sampleText(filled, items, 'SMP-20261125-ABCD')
    expect(params.body).toBe(body)
    expect(body).toContain('Shipping address:\nWarehouse 4, Al Quoz 3\nDubai 12345')
    expect(body).toContain('Courier Account Number: -')
    expect(body).toContain('Intended use:\nLab tests before a first container')
    expect(body.endsWith('Reference: SMP-20261125-ABCD')).toBe(true)
  })

  it('carries the currency the buyer reads prices in, with the rate, and says nothing of it for rupees', () => {
    const result = validate(sampleSchema, filled)
    if (!result.ok) throw new Error('expected valid')
    const usd = { currency: 'USD', rate: '1 USD = ₹84.2 (rates of 2026-11-20)' }
    const params = sampleParams(result.data, items, 'SMP-20261125-ABCD', usd)
    expect(params).toMatchObject({ currency: 'USD', exchangeRate: usd.rate })
    expect(params.body).toContain('Prices seen in USD: 1 USD = ₹84.2 (rates of 2026-11-20).')
    const rupees = sampleParams(result.data, items, 'SMP-20261125-ABCD')
    expect(rupees).toMatchObject({ currency: 'INR', exchangeRate: '' })
    expect(rupees.body).not.toContain('Prices seen')
  })
})
