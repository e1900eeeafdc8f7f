import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useCartSaveStatus } from '../cart-storage'
import { CART_UNSAVED_MESSAGE } from '../cart-toasts'
import type { Pricing } from '../use-repriced-cart'

// Each notice lives in a status region that is always in the page, so what appears in it is announced.

/** Says that the browser will not keep the cart (private mode, disabled site data, full storage). */
export function CartSaveNotice() {
  const unsaved = useCartSaveStatus((s) => s.status === 'unavailable')
  const { _ } = useLingui()
  return (
    <div className="cart-notices" role="status">
      {unsaved ? <p className="cart-notice">{_(CART_UNSAVED_MESSAGE)}</p> : null}
    </div>
  )
}

/** The save notice, and a notice when current prices could not be loaded. */
export function CartNotices({ pricing, onRetry }: { pricing: Pricing; onRetry: () => void }) {
  return (
    <>
      <CartSaveNotice />
      <div className="cart-notices" role="status">
        {pricing === 'stale' ? (
          <p className="cart-notice">
            <Trans>Current prices could not be loaded, so the prices shown are those from when you added the products.</Trans>{' '}
            <button type="button" className="link-button" onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : null}
      </div>
    </>
  )
}
