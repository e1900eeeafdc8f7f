/**
 * What a buyer sends from a list (the quote of the cart, the sample request): the table of kinds,
 * the form and the confirmation, for the pages that hold the lists. Re-exports only.
 */
export type { RequestList } from './request-model'
export type { SentRequest } from './components/request-form'
export { REQUEST_KINDS } from './kinds'
export { RequestForm } from './components/request-form'
export { RequestConfirmation } from './components/request-confirmation'
