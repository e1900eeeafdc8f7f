import { useState } from 'react'
import { Link } from '@/lib/local-link'
import { toast } from '@/components/ui/toast'
import { formatInr } from '@/lib/format'
import type { CartLine } from '../cart-rules'
import { useCart } from '../store'
import { ConfirmDialog } from './confirm-dialog'
import { WhatsAppButton } from './whatsapp-button'

interface CartSummaryProps {
  available: readonly CartLine[]
  total: number
  whatsapp: string | null | undefined
  checking: boolean
}

/** Subtotal and Total (equal: no tax, shipping or discount), checkout, WhatsApp and Clear Cart. */
export function CartSummary({ available, total, whatsapp, checking }: CartSummaryProps) {
  const clear = useCart((s) => s.clear)
  const [confirming, setConfirming] = useState(false)
  const onConfirm = () => {
    setConfirming(false)
    clear()
    toast.info('Cart cleared', { id: 'cart' })
  }
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading">Order Summary</h2>
      <dl className="cart-totals" aria-busy={checking}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatInr(total)}</dd>
        </div>
        <div className="cart-grand-total">
          <dt>Total</dt>
          <dd>{formatInr(total)}</dd>
        </div>
      </dl>
      <p className="cart-summary-note">Prices in Indian rupees. Bulk and export prices follow in your quote.</p>
      {available.length > 0 ? (
        <Link to="/checkout" className="button button-primary cart-summary-action">
          Proceed to Checkout
        </Link>
      ) : null}
      <WhatsAppButton number={whatsapp} lines={available} />
      <button type="button" className="button button-ghost cart-summary-action" onClick={() => setConfirming(true)}>
        Clear Cart
      </button>
      <ConfirmDialog
        open={confirming}
        question="Are you sure you want to clear the cart?"
        confirmLabel="Yes, clear the cart"
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </aside>
  )
}
