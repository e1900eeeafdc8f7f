import { currencyInfo, type Currency } from '../../../../shared/currencies.ts'
import { useCurrencyStore, useDisplayCurrency, useRateState } from '../currency-store'
import { offeredCurrencies, rateNote, shownCurrency } from '../exchange-rates'

/** '$ US dollar (USD)': the symbol the prices carry, the name, the code. */
function optionLabel(code: Currency): string {
  const { symbol, label } = currencyInfo(code)
  return `${symbol} ${label} (${code})`
}

/** Only rupees while staff have no recent rates (docs/decisions/016). */
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
                {optionLabel(c)}
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
