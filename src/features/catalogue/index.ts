/**
 * What the catalogue shares with other features (the quote and sample requests): the one file they
 * import it by. Re-exports only; the build drops whatever a page does not use (vite.config.ts).
 */
export type { RequestCurrency } from './exchange-rates'
export { RUPEES_REQUEST, requestCurrencyLines } from './exchange-rates'
export { useRequestCurrency } from './currency-store'
export { productHref } from './links'
