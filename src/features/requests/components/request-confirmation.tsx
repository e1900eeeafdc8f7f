import { CheckCircle2 } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useEffect, useRef } from 'react'
import { Link } from '@/lib/local-link'
import type { RequestKind } from '../kinds'
import type { SentRequest } from './request-form'
import '../requests.css'

/** After a request was sent: the news (focused, so screen readers read it), the reference number, what follows. */
export function RequestConfirmation({ kind, sent }: { kind: RequestKind<string>['sent']; sent: SentRequest }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The form the buyer was in is gone: move focus to the news so screen readers read it.
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <main className="container page request-confirmation">
      <Icon icon={CheckCircle2} aria-hidden="true" size={56} className="request-confirmation-icon" />
      <h1 ref={headingRef} tabIndex={-1}>
        {kind.heading}
      </h1>
      <p className="request-reference">
        Your reference number is <strong>{sent.reference}</strong>
      </p>
      <p>
        We received your request for {sent.count} {kind.nouns[sent.count === 1 ? 0 : 1]} ({sent.summary}) and will {kind.promise} to {sent.email} within 48
        hours. Please mention the reference number if you write or call.
      </p>
      <Link to={kind.next.to} className="button button-primary">
        {kind.next.label}
      </Link>
    </main>
  )
}
