import { Plural, Trans } from '@lingui/react/macro'
import { currencyInfo, type Currency } from '../../../../shared/currencies.ts'
import type { Language } from '../../../../shared/languages.ts'
import { currencyName, formatDay } from '@/lib/format'
import { useLanguage } from '@/lib/i18n'
import { useCurrencyStore, useDisplayCurrency, useRateState } from '../currency-store'
import { offeredCurrencies, shownCurrency, type RateState } from '../exchange-rates'

/** '$ US dollar (USD)': the symbol the prices carry, the name (the locale's own in other languages), the code. */
function optionLabel(code: Currency, language: Language): string {
  return `${currencyInfo(code).symbol} ${currencyName(code, language)} (${code})`
}

/** Only rupees while staff have no recent rates (docs/decisions/016). */
export function CurrencySwitch() {
  const chosen = useDisplayCurrency()
  const setCurrency = useCurrencyStore((s) => s.setCurrency)
  const state = useRateState()
  const language = useLanguage()
  const offered = offeredCurrencies(state)
  return (
    <div className="currency-switch">
      {offered.length > 1 ? (
        <label className="currency-options">
          <span>
            <Trans>Currency</Trans>
          </span>
          <select value={shownCurrency(chosen, state)} onChange={(event) => setCurrency(offered.find((c) => c === event.target.value) ?? 'INR')}>
            {offered.map((c) => (
              <option key={c} value={c}>
                {optionLabel(c, language)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <RateNote chosen={chosen} state={state} language={language} />
    </div>
  )
}

/** What the buyer is told under the switch; the whole list's PDF words the same in English (rateNote). */
function RateNote({ chosen, state, language }: { chosen: Currency; state: RateState; language: Language }) {
  const shown = shownCurrency(chosen, state)
  if (shown === 'INR' && chosen === 'INR') return null
  let note
  if (shown !== 'INR' && state.kind === 'usable') {
    const date = formatDay(state.date, language)
    note = <Trans>Prices marked ≈ are approximate, converted from rupees at the rates of {date}. Quotes are made in rupees.</Trans>
  } else if (state.kind === 'stale') {
    const date = formatDay(state.date, language)
    const days = state.maxAgeDays
    note = (
      <Plural
        value={days}
        one={`Prices are shown in rupees: the exchange rates were last updated on ${date}, more than # day ago.`}
        other={`Prices are shown in rupees: the exchange rates were last updated on ${date}, more than # days ago.`}
      />
    )
  } else {
    note = <Trans>Prices are shown in rupees: no exchange rate for {chosen} is set at the moment.</Trans>
  }
  return (
    <p className="currency-note" role="status">
      {note}
    </p>
  )
}
