import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRepricedCart } from '../use-repriced-cart'
import { CartEmpty, CartLoading } from './cart-empty'
import { CartLineItem } from './cart-line-item'
import { CartNotices } from './cart-notices'
import { CartSummary } from './cart-summary'
import './cart.css'

/** The cart page: loading, empty, or the lines with the summary; `note` follows the heading (e.g. the sample list's). */
export function CartView({ whatsapp, note }: { whatsapp: string | null | undefined; note?: ReactNode }) {
  const cart = useRepricedCart()
  const { t } = useLingui()
  const count = cart.lines.length
  if (!cart.hydrated) return <CartLoading title={t`Shopping Cart`} />
  if (cart.lines.length === 0) return <CartEmpty note={note} />
  return (
    <main className="container page cart-page">
      <h1>
        <Trans>Shopping Cart ({count})</Trans>
      </h1>
      {note}
      <CartNotices pricing={cart.pricing} onRetry={cart.retry} />
      <div className="cart-layout">
        <ul className="cart-lines" aria-label={t`Products in your cart`}>
          {cart.lines.map((line) => (
            <CartLineItem key={line.id} line={line} unavailable={cart.unavailable.has(line.id)} />
          ))}
        </ul>
        <CartSummary available={cart.available} total={cart.total} whatsapp={whatsapp} checking={cart.pricing === 'checking'} />
      </div>
    </main>
  )
}
