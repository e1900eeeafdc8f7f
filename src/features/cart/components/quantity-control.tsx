import { Minus, Plus } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useLingui } from '@lingui/react/macro'
import { shownName } from '@/lib/localized'
import { canDecrement, canIncrement, type CartLine } from '../cart-rules'
import { useCart } from '../store'

/** Minus is aria-disabled, not disabled, at 1 so keyboard focus stays on it. */
export function QuantityControl({ line }: { line: CartLine }) {
  const increment = useCart((s) => s.increment)
  const decrement = useCart((s) => s.decrement)
  const minusOk = canDecrement(line)
  const plusOk = canIncrement(line)
  const { t } = useLingui()
  const name = shownName(line).text
  return (
    <div className="quantity-control" role="group" aria-label={t`Quantity of ${name}`}>
      <button
        type="button"
        className="quantity-button round-button"
        aria-label={t`Decrease quantity of ${name}`}
        aria-disabled={!minusOk}
        onClick={() => minusOk && decrement(line.id)}
      >
        <Icon icon={Minus} aria-hidden="true" size={16} />
      </button>
      <output className="quantity-value">{line.quantity}</output>
      <button
        type="button"
        className="quantity-button round-button"
        aria-label={t`Increase quantity of ${name}`}
        aria-disabled={!plusOk}
        onClick={() => plusOk && increment(line.id)}
      >
        <Icon icon={Plus} aria-hidden="true" size={16} />
      </button>
    </div>
  )
}
