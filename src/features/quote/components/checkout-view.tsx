import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatInr } from '@/lib/format'
import { CartEmpty, CartLoading, CartNotices, WhatsAppButton, cartTextBlock, cartTotal, useCart, useRepricedCart, type CartLine } from '@/features/cart'
import { REQUEST_KINDS, RequestConfirmation, RequestForm, type RequestList, type SentRequest } from '@/features/requests'
import { QuoteLines } from './quote-lines'
import '../quote.css'

function quoteList(lines: readonly CartLine[]): RequestList {
  const block = cartTextBlock(lines)
  const total = cartTotal(lines)
  return {
    count: lines.length,
    block,
    summary: `total ${formatInr(total)}`,
    params: { lines: block, total: formatInr(total) },
    clear: () => useCart.getState().clear(),
  }
}

/** /checkout: the quote request that replaces the first version's missing checkout. */
export function CheckoutView({ whatsapp }: { whatsapp: string | null | undefined }) {
  const cart = useRepricedCart()
  const [sent, setSent] = useState<SentRequest | null>(null)
  const linesHeading = useId()
  const { t } = useLingui()
  if (sent) return <RequestConfirmation kind={REQUEST_KINDS.quote.sent} sent={sent} />
  if (!cart.hydrated) return <CartLoading title={t`Request a Quote`} />
  if (cart.lines.length === 0) return <CartEmpty />
  return (
    <main className="container page checkout-page">
      <h1>
        <Trans>Request a Quote</Trans>
      </h1>
      <p className="page-intro">
        <Trans>
          Send us your cart with your details: we reply with a detailed quote, bulk prices and shipping included, within 48 hours. Nothing is charged now.
        </Trans>
      </p>
      <CartNotices pricing={cart.pricing} onRetry={cart.retry} />
      <div className="checkout-layout">
        <div className="checkout-side">
          <QuoteLines lines={cart.lines} unavailable={cart.unavailable} total={cart.total} headingId={linesHeading} />
          <div className="checkout-whatsapp">
            <p>
              <Trans>Prefer chatting? Send the same list on WhatsApp.</Trans>
            </p>
            <WhatsAppButton number={whatsapp} lines={cart.available} />
          </div>
        </div>
        {cart.available.length > 0 ? (
          <RequestForm kind={REQUEST_KINDS.quote} list={quoteList(cart.available)} onSent={setSent} />
        ) : (
          <p role="alert" className="cart-notice">
            <Trans>None of the products in your cart are available any more. Please remove them in your cart and choose others.</Trans>
          </p>
        )}
      </div>
    </main>
  )
}
