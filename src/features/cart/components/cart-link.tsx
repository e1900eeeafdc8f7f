import { ShoppingCart } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/lib/local-link'
import { useCart } from '../store'

/** Cart link with a badge of distinct lines, shown only above zero. */
export function CartLink() {
  const count = useCart((s) => s.lines.length)
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'
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
