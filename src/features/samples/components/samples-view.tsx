import { PackageOpen } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useId, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { REQUEST_KINDS, RequestConfirmation, RequestForm, type SentRequest } from '@/features/requests'
import { MAX_SAMPLES } from '../sample-rules'
import { sampleRequestList } from '../sample-request'
import { useSamples, useSamplesHydrated } from '../store'
import { useLocalizedSamples } from '../use-localized-samples'
import { SampleList } from './sample-list'
import '../samples.css'

export function SamplesView() {
  const hydrated = useSamplesHydrated()
  const items = useSamples((s) => s.items)
  const [sent, setSent] = useState<SentRequest | null>(null)
  const listHeading = useId()
  useLocalizedSamples(hydrated, items)
  if (sent) return <RequestConfirmation kind={REQUEST_KINDS.sample.sent} sent={sent} />
  if (!hydrated) {
    return (
      <main className="container page">
        <h1>
          <Trans>Request Samples</Trans>
        </h1>
        <p role="status">
          <Trans>Loading your sample list…</Trans>
        </p>
      </main>
    )
  }
  if (items.length === 0) {
    return (
      <main className="container page sample-empty">
        <Icon icon={PackageOpen} aria-hidden="true" size={56} className="sample-empty-icon" />
        <h1>
          <Trans>Your sample list is empty</Trans>
        </h1>
        <p>
          <Trans>Choose up to {MAX_SAMPLES} products with "Request a sample" on their cards or pages, then send us where to ship them.</Trans>
        </p>
        <Link to="/products" className="button button-primary">
          <Trans>Browse products</Trans>
        </Link>
      </main>
    )
  }
  return (
    <main className="container page sample-page">
      <h1>
        <Trans>Request Samples</Trans>
      </h1>
      <p className="page-intro">
        <Trans>
          Most first bulk orders start with samples. Tell us where to send them and what they are for: we confirm the dispatch and the tracking number by
          e-mail.
        </Trans>
      </p>
      <div className="sample-layout">
        <SampleList items={items} headingId={listHeading} />
        <RequestForm kind={REQUEST_KINDS.sample} list={sampleRequestList(items)} onSent={setSent} />
      </div>
    </main>
  )
}
