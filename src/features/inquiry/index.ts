/**
 * What the inquiry shares with other features (the quote and sample requests): the contact fields
 * and their rules, the one way to EmailJS with its reference numbers, and the block shown when a
 * send is refused. The one file they import it by. Re-exports only; the build drops whatever a page
 * does not use (vite.config.ts), so the inquiry's rules still reach its own form only on first use.
 */
export type { FieldName } from './inquiry-schema'
export { FIELDS } from './inquiry-schema'
export { inquirySchema } from './inquiry-validation'
export { deliverInquiry, preloadDelivery } from './delivery'
export { newReference } from './reference'
export { SendFailure } from './components/delivery-fallbacks'
