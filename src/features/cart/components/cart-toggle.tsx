import { Check, ShoppingCart } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { toastAdded, toastRemoved } from '../cart-toasts'
import { useCart, useCartHydrated } from '../store'
import type { NewCartLine } from '../cart-rules'

/**
 * The add/remove toggle of product cards and pages: 'Added to cart!' on add,
 * 'Removed from cart' on remove. Until the saved cart is loaded it renders as "not in cart",
 * the same as the pre-rendered HTML.
 */
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

  // The name changes with the state, so no aria-pressed: a toggle whose label changes would read twice.
  // The name comes from the content, the product's name hidden inside it, so what is seen is what is heard.
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
