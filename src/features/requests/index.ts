// The one file the pages that hold the lists import requests by.
export type { RequestList } from './request-model'
export type { SentRequest } from './components/request-form'
export { REQUEST_KINDS } from './kinds'
export { RequestForm } from './components/request-form'
export { RequestConfirmation } from './components/request-confirmation'
