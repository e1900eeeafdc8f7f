import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import type { SentSamples } from '../use-sample-request'

/** After a sample request was sent: the reference number, what was asked for, and what happens next. */
export function SampleConfirmation({ sent }: { sent: SentSamples }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The form the buyer was in is gone: move focus to the news so screen readers read it.
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <main className="container page sample-confirmation">
      <CheckCircle2 aria-hidden="true" size={56} className="sample-confirmation-icon" />
      <h1 ref={headingRef} tabIndex={-1}>
        Thank you! Your sample request has been sent.
      </h1>
      <p className="sample-reference">
        Your reference number is <strong>{sent.reference}</strong>
      </p>
      <p>
        We received your request for {sent.items.length} {sent.items.length === 1 ? 'sample' : 'samples'} (
        {sent.items.map((i) => i.name).join(', ')}) and will confirm the dispatch and tracking to {sent.email} within 48
        hours. Please mention the reference number if you write or call.
      </p>
      <Link to="/products" className="button button-primary">
        Back to the catalogue
      </Link>
    </main>
  )
}
