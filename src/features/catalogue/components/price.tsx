import { formatPrice } from '@/lib/format'
import { useDisplayCurrency, useRateState } from '../currency-store'
import { shownCurrency } from '../exchange-rates'

/** A rupee amount in the buyer's currency (INR until the saved choice is loaded after mount). */
export function Price({ amountInr, className }: { amountInr: number; className?: string }) {
  const chosen = useDisplayCurrency()
  const state = useRateState()
  const shown = shownCurrency(chosen, state)
  const rate = shown !== 'INR' && state.kind === 'usable' ? (state.rates[shown] ?? 0) : 0
  return (
    <span className={['price', className].filter(Boolean).join(' ')} data-currency={shown}>
      {formatPrice(amountInr, shown, rate)}
    </span>
  )
}
