import { Check, ShoppingCart } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { toastAdded, toastRemoved } from '../cart-toasts'
import { useCart, useCartHydrated } from '../store'
import type { NewCartLine } from '../cart-rules'

/** Renders "not in cart" until the saved cart is loaded, as the pre-rendered HTML does. */
export function CartToggle({ line, className }: { line: NewCartLine; className?: string }) {
  const hydrated = useCartHydrated()
  const inCart = useCart((s) => s.lines.some((l) => l.id === line.id))
  const add = useCart((s) => s.add)
  const remove = useCart((s) => s.remove)
  const present = hydrated && inCart

  function toggle() {
    if (present) {
      remove(line.id)
      toastRemoved(line.name)
    } else {
      add(line)
      toastAdded(line.name)
    }
  }

  // No aria-pressed: a toggle whose label changes would be read twice.
  return (
    <button type="button" className={['button', present ? 'button-secondary' : 'button-primary', className].filter(Boolean).join(' ')} onClick={toggle}>
      {present ? <Icon icon={Check} aria-hidden="true" size={18} /> : <Icon icon={ShoppingCart} aria-hidden="true" size={18} />}
      {present ? (
        <span>
          Remove<span className="visually-hidden"> {line.name}</span> from cart
        </span>
      ) : (
        <span>
          Add<span className="visually-hidden"> {line.name}</span> to cart
        </span>
      )}
    </button>
  )
}
