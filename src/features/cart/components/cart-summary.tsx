import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { toast } from '@/components/ui/toast'
import { formatInr } from '@/lib/format'
import { useLanguage } from '@/lib/i18n'
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
  const { t } = useLingui()
  const language = useLanguage()
  const onConfirm = () => {
    setConfirming(false)
    clear()
    toast.info(t`Cart cleared`, { id: 'cart' })
  }
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading">
        <Trans>Order Summary</Trans>
      </h2>
      <dl className="cart-totals" aria-busy={checking}>
        <div>
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{formatInr(total, language)}</dd>
        </div>
        <div className="cart-grand-total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{formatInr(total, language)}</dd>
        </div>
      </dl>
      <p className="cart-summary-note">
        <Trans>Prices in Indian rupees. Bulk and export prices follow in your quote.</Trans>
      </p>
      {available.length > 0 ? (
        <Link to="/checkout" className="button button-primary cart-summary-action">
          <Trans>Proceed to Checkout</Trans>
        </Link>
      ) : null}
      <WhatsAppButton number={whatsapp} lines={available} />
      <button type="button" className="button button-ghost cart-summary-action" onClick={() => setConfirming(true)}>
        <Trans>Clear Cart</Trans>
      </button>
      <ConfirmDialog
        open={confirming}
        question={t`Are you sure you want to clear the cart?`}
        confirmLabel={t`Yes, clear the cart`}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </aside>
  )
}
