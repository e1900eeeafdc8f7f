import { SentConfirmation } from '@/components/forms/sent-confirmation'
import { formatInr } from '@/lib/format'
import type { SentQuote } from '../use-quote-request'

/** After a quote request was sent: the reference number, what was sent, and what happens next. */
export function QuoteConfirmation({ sent }: { sent: SentQuote }) {
  return (
    <SentConfirmation
      kind="quote"
      heading="Thank you! Your quote request has been sent."
      reference={sent.reference}
      next={{ to: '/products', label: 'Continue shopping' }}
    >
      We received your request for {sent.lines.length} {sent.lines.length === 1 ? 'product' : 'products'} (total {formatInr(sent.total)}) and will send a
      detailed quote to {sent.email} within 48 hours. Please mention the reference number if you write or call.
    </SentConfirmation>
  )
}
