// One schema gives the browser its hints and decides what may be sent, so the two never disagree.
import { MESSAGE_LIMIT, SHORT_LIMIT, type FieldSpecs } from '@/components/forms/field-spec'

export const BUSINESS_TYPES = [
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'food-manufacturer', label: 'Food Manufacturer' },
  { value: 'retailer', label: 'Retailer' },
  { value: 'distributor', label: 'Distributor' },
  { value: 'exporter', label: 'Exporter' },
  { value: 'other', label: 'Other' },
] as const

export const QUANTITY_RANGES = [
  { value: '1-10kg', label: '1-10 kg' },
  { value: '10-50kg', label: '10-50 kg' },
  { value: '50-100kg', label: '50-100 kg' },
  { value: '100-500kg', label: '100-500 kg' },
  { value: '500kg-1ton', label: '500 kg - 1 ton' },
  { value: '1ton+', label: '1 ton+' },
] as const

export const FIELD_NAMES = ['name', 'company', 'email', 'phone', 'country', 'businessType', 'products', 'quantity', 'message'] as const
export type FieldName = (typeof FIELD_NAMES)[number]

/** Single-line fields end up in e-mail headers (From name, Reply-To, subject): no line breaks there. */
export const HEADER_LIKE_FIELDS: readonly FieldName[] = ['name', 'email', 'phone', 'company', 'country']

export const FIELDS: FieldSpecs<FieldName> = {
  name: { label: 'Name', kind: 'text', autoComplete: 'name', limit: SHORT_LIMIT, required: 'Name is required' },
  company: { label: 'Company', kind: 'text', autoComplete: 'organization', limit: SHORT_LIMIT, required: 'Company is required' },
  email: { label: 'Email', kind: 'email', autoComplete: 'email', limit: SHORT_LIMIT, required: 'Email is required' },
  phone: { label: 'Phone', kind: 'tel', autoComplete: 'tel', limit: SHORT_LIMIT, required: 'Phone is required' },
  country: { label: 'Country', kind: 'text', autoComplete: 'country-name', limit: SHORT_LIMIT, required: 'Country is required' },
  businessType: {
    label: 'Business Type',
    kind: 'select',
    autoComplete: 'off',
    limit: SHORT_LIMIT,
    required: 'Business type is required',
    placeholder: 'Select business type',
    options: BUSINESS_TYPES,
  },
  products: {
    label: 'Products of Interest',
    kind: 'text',
    autoComplete: 'off',
    limit: SHORT_LIMIT,
    required: 'Products of interest are required',
    placeholder: 'e.g. Cumin seeds, turmeric powder, makhana',
  },
  quantity: {
    label: 'Quantity',
    kind: 'select',
    autoComplete: 'off',
    limit: SHORT_LIMIT,
    required: 'Quantity is required',
    placeholder: 'Select quantity range',
    options: QUANTITY_RANGES,
  },
  message: {
    label: 'Message',
    kind: 'textarea',
    autoComplete: 'off',
    limit: MESSAGE_LIMIT,
    required: 'Message is required',
    placeholder: 'Pack sizes, destination port, delivery dates, certificates you need…',
    rows: 6,
  },
}

/** What a valid inquiry holds: the nine fields, trimmed. */
export type Inquiry = Record<FieldName, string>
