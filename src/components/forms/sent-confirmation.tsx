import { CheckCircle2 } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'

interface SentConfirmationProps {
  /** Class prefix of the page ('quote', 'sample'): `{kind}-confirmation`, `-confirmation-icon`, `{kind}-reference`. */
  kind: string
  heading: string
  reference: string
  /** What was sent and what happens next. */
  children: React.ReactNode
  next: { to: string; label: string }
}

/** The page after a request was sent: the news (focused, so screen readers read it), the reference number, what follows. */
export function SentConfirmation({ kind, heading, reference, children, next }: SentConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The form the buyer was in is gone: move focus to the news so screen readers read it.
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <main className={`container page ${kind}-confirmation`}>
      <Icon icon={CheckCircle2} aria-hidden="true" size={56} className={`${kind}-confirmation-icon`} />
      <h1 ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      <p className={`${kind}-reference`}>
        Your reference number is <strong>{reference}</strong>
      </p>
      <p>{children}</p>
      <Link to={next.to} className="button button-primary">
        {next.label}
      </Link>
    </main>
  )
}
