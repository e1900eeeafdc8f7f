import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { formatInr } from '@/lib/format'
import type { SentQuote } from '../use-quote-request'

/** After a quote request was sent: the reference number, what was sent, and what happens next. */
export function QuoteConfirmation({ sent }: { sent: SentQuote }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The form the buyer was in is gone: move focus to the news so screen readers read it.
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <main className="container page quote-confirmation">
      <CheckCircle2 aria-hidden="true" size={56} className="quote-confirmation-icon" />
      <h1 ref={headingRef} tabIndex={-1}>
        Thank you! Your quote request has been sent.
      </h1>
      <p className="quote-reference">
        Your reference number is <strong>{sent.reference}</strong>
      </p>
      <p>
        We received your request for {sent.lines.length} {sent.lines.length === 1 ? 'product' : 'products'} (total{' '}
        {formatInr(sent.total)}) and will send a detailed quote to {sent.email} within 48 hours. Please mention the
        reference number if you write or call.
      </p>
      <Link to="/products" className="button button-primary">
        Continue shopping
      </Link>
    </main>
  )
}
