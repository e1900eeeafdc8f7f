import { beforeAll, describe, expect, it } from 'vitest'
import { validate } from '@/components/forms/field-rules'
import { loadStaffText } from '@/components/forms/staff-text'
import { loadI18n } from '@/lib/i18n'
import { REQUEST_KINDS } from './kinds'
import { INCOTERM_LABELS, INCOTERM_VALUES } from './quote-fields'
import { requestParams, requestText, type RequestList } from './request-model'
import { INCOTERMS_2020 } from '../../../shared/export-spec-rules.ts'

beforeAll(loadStaffText)

const list = (block: string, params: Record<string, string>): RequestList => ({ count: 2, block, summary: '', params, clear: () => undefined })
const cart = list('1. Cumin Seeds × 2 @ ₹60 = ₹120\nTotal: ₹120', { lines: '1. Cumin Seeds × 2 @ ₹60 = ₹120\nTotal: ₹120', total: '₹120' })
const samples = list('1. Cumin Seeds: 100 g\n2. Classic Makhana: 50 g', { samples: '1. Cumin Seeds: 100 g\n2. Classic Makhana: 50 g' })
const eur = { currency: 'EUR', rate: '1 EUR = ₹97.5 (rates of 2026-11-25)' }

const quote = {
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
const sample = {
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
const blank = <T extends object>(values: T) => Object.fromEntries(Object.keys(values).map((k) => [k, ''])) as Record<keyof T, string>

describe('the rules of each kind', () => {
  it('quote: the inquiry messages for the shared fields, Incoterm and port of its own, the port not needed for EXW', () => {
    const { schema } = REQUEST_KINDS.quote
    expect(validate(schema, quote).ok).toBe(true)
    const empty = validate(schema, blank(quote))
    expect(empty.ok ? {} : empty.errors).toMatchObject({ name: 'required', incoterm: 'required', destinationPort: 'required' })
    expect(empty.ok ? null : [empty.first, empty.errors.message]).toEqual(['name', undefined])
    expect(validate(schema, { ...quote, incoterm: 'DDP' }).ok).toBe(false)
    expect(validate(schema, { ...quote, incoterm: 'EXW', destinationPort: '' }).ok).toBe(true)
    const long = validate(schema, { ...quote, destinationPort: 'p'.repeat(201) })
    expect(!long.ok && long.errors.destinationPort).toBe('tooLong')
    expect(REQUEST_KINDS.quote.required?.({ ...quote, incoterm: 'EXW' })).toEqual({ destinationPort: false })
  })

  it('sample: every required field named, the company first, the courier account optional', () => {
    const result = validate(REQUEST_KINDS.sample.schema, blank(sample))
    expect(result.ok ? null : result.first).toBe('company')
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual([
      'address',
      'annualVolume',
      'company',
      'country',
      'email',
      'intendedUse',
      'name',
      'phone',
    ])
    expect(validate(REQUEST_KINDS.sample.schema, sample).ok).toBe(true)
  })
})

describe('what is sent', () => {
  it('quote: the products, the details (Incoterm by its code), the message, the reference', () => {
    const { subject, body } = requestText(REQUEST_KINDS.quote, quote, { list: cart, reference: 'QUO-20261122-ABCD', language: 'en' })
    expect(subject).toBe('Quote request from Asha Rao, Rao Foods LLC (QUO-20261122-ABCD)')
    expect(body).toBe(
      [
        'Products:',
        '1. Cumin Seeds × 2 @ ₹60 = ₹120',
        'Total: ₹120',
        '',
        'Name: Asha Rao',
        'Company: Rao Foods LLC',
        'Email: asha@raofoods.ae',
        'Phone: +971 50 123 4567',
        'Country: United Arab Emirates',
        'Business Type: Distributor',
        'Incoterm: CIF',
        'Destination Port: Jebel Ali, Dubai',
        "Buyer's language: English",
        '',
        'Message:',
        'Monthly supply.',
        'Halal certificate needed.',
        '',
        'Reference: QUO-20261122-ABCD',
      ].join('\n'),
    )
    const params = requestParams(REQUEST_KINDS.quote, quote, { list: cart, reference: 'QUO-20261122-ABCD', currency: eur, language: 'en' })
    expect(params).toMatchObject({ businessType: 'Distributor', incoterm: 'CIF', total: '₹120', items: '2', currency: 'EUR', source: 'Quote request (cart)' })
    expect(params.body).toContain(
      "Destination Port: Jebel Ali, Dubai\nBuyer's language: English\n\nPrices seen in EUR: 1 EUR = ₹97.5 (rates of 2026-11-25). The figures above are in rupees.\n\nMessage:",
    )
  })

  it('quote: an empty message is left out, an empty port stays empty', () => {
    const { body } = requestText(
      REQUEST_KINDS.quote,
      { ...quote, incoterm: 'EXW', destinationPort: '', message: ' ' },
      { list: cart, reference: 'QUO-1', language: 'en' },
    )
    expect(body.endsWith("Incoterm: EXW\nDestination Port: \nBuyer's language: English\n\nReference: QUO-1")).toBe(true)
  })

  it('sample: the samples, the details (an empty optional one as "-"), the address and the use as paragraphs, then the currency', () => {
    const params = requestParams(REQUEST_KINDS.sample, sample, { list: samples, reference: 'SMP-20261125-ABCD', currency: eur, language: 'en' })
    expect(params).toMatchObject({
      annualVolume: '5-20 tonnes',
      courierAccount: '',
      samples: '1. Cumin Seeds: 100 g\n2. Classic Makhana: 50 g',
      subject: 'Sample request from Asha Rao, Rao Foods LLC (SMP-20261125-ABCD)',
      exchangeRate: eur.rate,
      source: 'Sample request',
    })
    expect(params.body).toBe(
      [
        'Samples:',
        '1. Cumin Seeds: 100 g',
        '2. Classic Makhana: 50 g',
        '',
        'Company: Rao Foods LLC',
        'Contact Name: Asha Rao',
        'Email: asha@raofoods.example',
        'Phone: +971 50 123 4567',
        'Country: United Arab Emirates',
        'Courier Account Number: -',
        'Expected Annual Volume: 5-20 tonnes',
        "Buyer's language: English",
        '',
        'Shipping address:',
        'Warehouse 4, Al Quoz 3',
        'Dubai 12345',
        '',
        'Intended use:',
        'Lab tests before a first container',
        '',
        'Prices seen in EUR: 1 EUR = ₹97.5 (rates of 2026-11-25). A price offer after the samples is welcome in that currency.',
        '',
        'Reference: SMP-20261125-ABCD',
      ].join('\n'),
    )
    expect(requestParams(REQUEST_KINDS.sample, sample, { list: samples, reference: 'SMP-1', language: 'en' }).body).not.toContain('Prices seen')
  })
})

describe("the buyer's language", () => {
  const arabic = {
    ...sample,
    company: 'شركة الريان للتوابل',
    name: 'محمد العتيبي',
    phone: '+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧',
    country: 'المملكة العربية السعودية',
    address: 'طريق الملك فهد، حي العليا\nالرياض ١٢٢١١',
    intendedUse: 'تحاليل مخبرية قبل أول حاوية',
  }

  it("reaches staff as English labels, the language by its English name, and the buyer's words as typed", async () => {
    const checked = validate(REQUEST_KINDS.sample.schema, arabic)
    if (!checked.ok) throw new Error(`refused: ${JSON.stringify(checked.errors)}`)
    // The page is Arabic: its catalogue is loaded too, and staff's text still reads English.
    await loadI18n('ar')
    const params = requestParams(REQUEST_KINDS.sample, checked.data, { list: samples, reference: 'SMP-1', language: 'ar' })
    expect(params).toMatchObject({ language: 'Arabic', languageCode: 'ar', name: 'محمد العتيبي', annualVolume: '5-20 tonnes', phone: '+966 50 123 4567' })
    expect(params.body).toContain('Contact Name: محمد العتيبي\nEmail: asha@raofoods.example\nPhone: +966 50 123 4567\nCountry: المملكة العربية السعودية')
    expect(params.body).toContain(
      "Buyer's language: Arabic\n\nShipping address:\nطريق الملك فهد، حي العليا\nالرياض ١٢٢١١\n\nIntended use:\nتحاليل مخبرية قبل أول حاوية",
    )
    expect(params.subject).toBe('Sample request from محمد العتيبي, شركة الريان للتوابل (SMP-1)')
  })

  it('names the Incoterms as the Studio does, in English', () => {
    const english = INCOTERM_VALUES.map((value) => INCOTERM_LABELS[value].message)
    expect(english).toEqual(INCOTERM_VALUES.map((value) => `${value}: ${INCOTERMS_2020.find((term) => term.value === value)?.name}`))
  })
})
