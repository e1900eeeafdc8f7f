const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 })
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 2 })

/** Rupees in the en-IN style the spec asks for: ₹1,23,456. */
export function formatInr(amount: number): string {
  return inr.format(amount)
}

export function formatUsd(amount: number): string {
  return usd.format(amount)
}

export type Currency = 'INR' | 'USD'

/** A price in the buyer's chosen currency; USD uses the rate staff set in site settings. */
export function formatPrice(amountInr: number, currency: Currency, inrToUsdRate: number): string {
  return currency === 'USD' ? formatUsd(amountInr * inrToUsdRate) : formatInr(amountInr)
}
