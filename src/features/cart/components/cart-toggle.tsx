import { Check, ShoppingCart } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { toastAdded, toastRemoved } from '../cart-toasts'
import { useCart, useCartHydrated } from '../store'
import { shownName } from '@/lib/localized'
import type { NewCartLine } from '../cart-rules'

/** Renders "not in cart" until the saved cart is loaded, as the pre-rendered HTML does. */
export function CartToggle({ line, className }: { line: NewCartLine; className?: string }) {
  const hydrated = useCartHydrated()
  const inCart = useCart((s) => s.lines.some((l) => l.id === line.id))
  const add = useCart((s) => s.add)
  const remove = useCart((s) => s.remove)
  const present = hydrated && inCart
  const { i18n } = useLingui()
  const name = shownName(line).text

  function toggle() {
    if (present) {
      remove(line.id)
      toastRemoved(i18n, name)
    } else {
      add(line)
      toastAdded(i18n, name)
    }
  }

  // No aria-pressed: a toggle whose label changes would be read twice.
  return (
    <button type="button" className={['button', present ? 'button-secondary' : 'button-primary', className].filter(Boolean).join(' ')} onClick={toggle}>
      {present ? <Icon icon={Check} aria-hidden="true" size={18} /> : <Icon icon={ShoppingCart} aria-hidden="true" size={18} />}
      {present ? (
        <span>
          <Trans>
            Remove<span className="visually-hidden"> {name}</span> from cart
          </Trans>
        </span>
      ) : (
        <span>
          <Trans>
            Add<span className="visually-hidden"> {name}</span> to cart
          </Trans>
        </span>
      )}
    </button>
  )
}
