import { formatPrice } from '@/lib/format'
import { useLanguage } from '@/lib/i18n'
import { editAttributes, type EditSource } from '@/lib/presentation'
import { useDisplayCurrency, useRateState } from '../currency-store'
import { shownCurrency } from '../exchange-rates'

/** `source` lets the Studio's preview open the field on a click. */
export function Price({ amountInr, className, source }: { amountInr: number; className?: string; source?: EditSource }) {
  const chosen = useDisplayCurrency()
  const state = useRateState()
  const language = useLanguage()
  const shown = shownCurrency(chosen, state)
  const rate = shown !== 'INR' && state.kind === 'usable' ? (state.rates[shown] ?? 0) : 0
  return (
    <span className={['price', className].filter(Boolean).join(' ')} data-currency={shown} {...editAttributes(source)}>
      {formatPrice(amountInr, shown, rate, language)}
    </span>
  )
}
