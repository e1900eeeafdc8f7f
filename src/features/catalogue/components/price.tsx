import { useSiteSettings } from '@/components/layout/site-layout'
import { formatPrice } from '@/lib/format'
import { useDisplayCurrency, usableRate } from '../currency-store'

/** A rupee amount in the buyer's currency (INR until the saved choice is loaded after mount). */
export function Price({ amountInr, className }: { amountInr: number; className?: string }) {
  const currency = useDisplayCurrency()
  const rate = usableRate(useSiteSettings().inrToUsdRate)
  const shown = rate ? currency : 'INR'
  return (
    <span className={['price', className].filter(Boolean).join(' ')} data-currency={shown}>
      {formatPrice(amountInr, shown, rate ?? 0)}
    </span>
  )
}
