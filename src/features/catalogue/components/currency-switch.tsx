import { useSiteSettings } from '@/components/layout/site-layout'
import { CURRENCIES, useCurrencyStore, useDisplayCurrency, usableRate } from '../currency-store'

const LABELS = { INR: '₹ INR', USD: '$ USD' } as const

/** INR / USD for export buyers; hidden when staff have not set a usable rate. */
export function CurrencySwitch() {
  const shown = useDisplayCurrency()
  const setCurrency = useCurrencyStore((s) => s.setCurrency)
  const rate = usableRate(useSiteSettings().inrToUsdRate)
  if (!rate) return null
  return (
    <div className="currency-switch">
      <div role="group" aria-label="Currency" className="currency-options">
        {CURRENCIES.map((c) => (
          <button key={c} type="button" aria-pressed={shown === c} onClick={() => setCurrency(c)}>
            {LABELS[c]}
          </button>
        ))}
      </div>
      {shown === 'USD' ? <p className="currency-note">US dollar prices are approximate conversions from rupees.</p> : null}
    </div>
  )
}
