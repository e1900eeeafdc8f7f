import type { Currency } from '@/lib/format'
import { useCurrencyStore, useDisplayCurrency, useRateState } from '../currency-store'
import { offeredCurrencies, rateNote, shownCurrency } from '../exchange-rates'

const LABELS: Record<Currency, string> = {
  INR: '₹ Indian rupee (INR)',
  USD: '$ US dollar (USD)',
  EUR: '€ Euro (EUR)',
  GBP: '£ British pound (GBP)',
  AED: 'AED UAE dirham (AED)',
}

/**
 * The buyer's currency for prices. Only rupees while staff have no recent rates; a buyer who chose
 * another currency before is told why prices are in rupees now.
 */
export function CurrencySwitch() {
  const chosen = useDisplayCurrency()
  const setCurrency = useCurrencyStore((s) => s.setCurrency)
  const state = useRateState()
  const offered = offeredCurrencies(state)
  const note = rateNote(chosen, state)
  return (
    <div className="currency-switch">
      {offered.length > 1 ? (
        <label className="currency-options">
          <span>Currency</span>
          <select value={shownCurrency(chosen, state)} onChange={(event) => setCurrency(offered.find((c) => c === event.target.value) ?? 'INR')}>
            {offered.map((c) => (
              <option key={c} value={c}>
                {LABELS[c]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {note ? (
        <p className="currency-note" role="status">
          {note}
        </p>
      ) : null}
    </div>
  )
}
