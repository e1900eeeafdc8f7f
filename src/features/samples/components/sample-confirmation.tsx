import { SentConfirmation } from '@/components/forms/sent-confirmation'
import type { SentSamples } from '../use-sample-request'

/** After a sample request was sent: the reference number, what was asked for, and what happens next. */
export function SampleConfirmation({ sent }: { sent: SentSamples }) {
  return (
    <SentConfirmation
      kind="sample"
      heading="Thank you! Your sample request has been sent."
      reference={sent.reference}
      next={{ to: '/products', label: 'Back to the catalogue' }}
    >
      We received your request for {sent.items.length} {sent.items.length === 1 ? 'sample' : 'samples'} ({sent.items.map((i) => i.name).join(', ')}) and will
      confirm the dispatch and tracking to {sent.email} within 48 hours. Please mention the reference number if you write or call.
    </SentConfirmation>
  )
}
