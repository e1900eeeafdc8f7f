// One schema gives the browser its hints and decides what may be sent, so the two never disagree.
import { msg } from '@lingui/core/macro'
import { MESSAGE_LIMIT, SHORT_LIMIT, type FieldSpecs } from '@/components/forms/field-spec'

export const BUSINESS_TYPES = [
  { value: 'restaurant', label: msg`Restaurant` },
  { value: 'food-manufacturer', label: msg`Food Manufacturer` },
  { value: 'retailer', label: msg`Retailer` },
  { value: 'distributor', label: msg`Distributor` },
  { value: 'exporter', label: msg`Exporter` },
  { value: 'other', label: msg`Other` },
] as const

export const QUANTITY_RANGES = [
  { value: '1-10kg', label: msg`1-10 kg` },
  { value: '10-50kg', label: msg`10-50 kg` },
  { value: '50-100kg', label: msg`50-100 kg` },
  { value: '100-500kg', label: msg`100-500 kg` },
  { value: '500kg-1ton', label: msg`500 kg - 1 ton` },
  { value: '1ton+', label: msg`1 ton+` },
] as const

export const FIELD_NAMES = ['name', 'company', 'email', 'phone', 'country', 'businessType', 'products', 'quantity', 'message'] as const
export type FieldName = (typeof FIELD_NAMES)[number]

/** Single-line fields end up in e-mail headers (From name, Reply-To, subject): no line breaks there. */
export const HEADER_LIKE_FIELDS: readonly FieldName[] = ['name', 'email', 'phone', 'company', 'country']

export const FIELDS: FieldSpecs<FieldName> = {
  name: { label: msg`Name`, kind: 'text', autoComplete: 'name', limit: SHORT_LIMIT, required: msg`Name is required` },
  company: { label: msg`Company`, kind: 'text', autoComplete: 'organization', limit: SHORT_LIMIT, required: msg`Company is required` },
  email: {
    label: msg`Email`,
    kind: 'email',
    autoComplete: 'email',
    limit: SHORT_LIMIT,
    required: msg`Email is required`,
    invalid: msg`Please enter a valid email address, like name@company.com`,
  },
  phone: {
    label: msg`Phone`,
    kind: 'tel',
    autoComplete: 'tel',
    limit: SHORT_LIMIT,
    required: msg`Phone is required`,
    invalid: msg`Please enter a valid phone number, with the country code: 6 to 15 digits, with spaces, brackets or dashes if you like`,
  },
  country: { label: msg`Country`, kind: 'text', autoComplete: 'country-name', limit: SHORT_LIMIT, required: msg`Country is required` },
  businessType: {
    label: msg`Business Type`,
    kind: 'select',
    autoComplete: 'off',
    limit: SHORT_LIMIT,
    required: msg`Business type is required`,
    invalid: msg`Please choose a business type from the list`,
    placeholder: msg`Select business type`,
    options: BUSINESS_TYPES,
  },
  products: {
    label: msg`Products of Interest`,
    kind: 'text',
    autoComplete: 'off',
    limit: SHORT_LIMIT,
    required: msg`Products of interest are required`,
    placeholder: msg`e.g. Cumin seeds, turmeric powder, makhana`,
  },
  quantity: {
    label: msg`Quantity`,
    kind: 'select',
    autoComplete: 'off',
    limit: SHORT_LIMIT,
    required: msg`Quantity is required`,
    invalid: msg`Please choose a quantity from the list`,
    placeholder: msg`Select quantity range`,
    options: QUANTITY_RANGES,
  },
  message: {
    label: msg`Message`,
    kind: 'textarea',
    autoComplete: 'off',
    limit: MESSAGE_LIMIT,
    required: msg`Message is required`,
    placeholder: msg`Pack sizes, destination port, delivery dates, certificates you need…`,
    rows: 6,
  },
}

/** What a valid inquiry holds: the nine fields, trimmed. */
export type Inquiry = Record<FieldName, string>
