import { ShoppingBag } from 'lucide'
import { Icon } from '@/components/ui/icon'
import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { CartSaveNotice } from './cart-notices'
import './cart.css'

/** The empty cart page, also shown by /checkout when there is nothing to quote. */
export function CartEmpty({ note }: { note?: ReactNode } = {}) {
  return (
    <main className="container page cart-empty">
      <Icon icon={ShoppingBag} aria-hidden="true" size={56} className="cart-empty-icon" />
      <h1>
        <Trans>Your cart is empty</Trans>
      </h1>
      {note}
      <CartSaveNotice />
      <p>
        <Trans>Add some products to get started!</Trans>
      </p>
      <Link to="/" className="button button-primary">
        <Trans>Shop Now</Trans>
      </Link>
    </main>
  )
}

/** Before the saved cart is read (and in the pre-rendered HTML): a neutral placeholder, no empty-cart flash. */
export function CartLoading({ title }: { title: string }) {
  return (
    <main className="container page">
      <h1>{title}</h1>
      <p role="status" className="cart-loading">
        <Trans>Loading your cart…</Trans>
      </p>
    </main>
  )
}
