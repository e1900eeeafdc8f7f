// The one file other features import the inquiry by.
export type { FieldName } from './inquiry-schema'
export { FIELDS } from './inquiry-schema'
export { inquirySchema } from './inquiry-validation'
export { deliverInquiry, preloadDelivery } from './delivery'
export { newReference } from './reference'
export { SendFailure } from './components/delivery-fallbacks'
