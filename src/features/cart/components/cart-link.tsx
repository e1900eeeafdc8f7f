import { ShoppingCart } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { useCart } from '../store'

/** Cart link with a badge of distinct lines, shown only above zero. */
export function CartLink() {
  const count = useCart((s) => s.lines.length)
  const { t } = useLingui()
  const label = count > 0 ? t`${plural(count, { one: 'Cart, # item', other: 'Cart, # items' })}` : t`Cart`
  return (
    <Link to="/cart" className="cart-link" aria-label={label}>
      <Icon icon={ShoppingCart} aria-hidden="true" size={22} />
      {count > 0 ? (
        <span className="cart-badge" data-testid="cart-badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  )
}
