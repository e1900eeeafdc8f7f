import { CheckCircle2 } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import type { RequestKind } from '../kinds'
import type { SentRequest } from './request-form'
import '../requests.css'

/** After a request was sent: the news (focused, so screen readers read it), the reference number, what follows. */
export function RequestConfirmation({ kind, sent }: { kind: RequestKind<string>['sent']; sent: SentRequest }) {
  const { i18n } = useLingui()
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The form the buyer was in is gone: move focus to the news so screen readers read it.
  useEffect(() => headingRef.current?.focus(), [])
  const reference = sent.reference
  return (
    <main className="container page request-confirmation">
      <Icon icon={CheckCircle2} aria-hidden="true" size={56} className="request-confirmation-icon" />
      <h1 ref={headingRef} tabIndex={-1}>
        {i18n._(kind.heading)}
      </h1>
      <p className="request-reference">
        <Trans>
          Your reference number is <strong>{reference}</strong>
        </Trans>
      </p>
      <p>
        {i18n._(kind.received(sent))} <Trans>Please mention the reference number if you write or call.</Trans>
      </p>
      <Link to={kind.next.to} className="button button-primary">
        {i18n._(kind.next.label)}
      </Link>
    </main>
  )
}
