// The one file other features import the catalogue by.
export type { RequestCurrency } from './exchange-rates'
export { RUPEES_REQUEST, requestCurrencyLines } from './exchange-rates'
export { useRequestCurrency } from './currency-store'
export { productHref } from './links'
export { categoryName } from './category-names'
