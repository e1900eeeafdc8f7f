import { PackageOpen } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useId, useState } from 'react'
import { Link } from '@/lib/local-link'
import { REQUEST_KINDS, RequestConfirmation, RequestForm, type SentRequest } from '@/features/requests'
import { MAX_SAMPLES } from '../sample-rules'
import { sampleRequestList } from '../sample-request'
import { useSamples, useSamplesHydrated } from '../store'
import { SampleList } from './sample-list'
import '../samples.css'

export function SamplesView() {
  const hydrated = useSamplesHydrated()
  const items = useSamples((s) => s.items)
  const [sent, setSent] = useState<SentRequest | null>(null)
  const listHeading = useId()
  if (sent) return <RequestConfirmation kind={REQUEST_KINDS.sample.sent} sent={sent} />
  if (!hydrated) {
    return (
      <main className="container page">
        <h1>Request Samples</h1>
        <p role="status">Loading your sample list…</p>
      </main>
    )
  }
  if (items.length === 0) {
    return (
      <main className="container page sample-empty">
        <Icon icon={PackageOpen} aria-hidden="true" size={56} className="sample-empty-icon" />
        <h1>Your sample list is empty</h1>
        <p>Choose up to {MAX_SAMPLES} products with "Request a sample" on their cards or pages, then send us where to ship them.</p>
        <Link to="/products" className="button button-primary">
          Browse products
        </Link>
      </main>
    )
  }
  return (
    <main className="container page sample-page">
      <h1>Request Samples</h1>
      <p className="page-intro">
        Most first bulk orders start with samples. Tell us where to send them and what they are for: we confirm the dispatch and the tracking number by e-mail.
      </p>
      <div className="sample-layout">
        <SampleList items={items} headingId={listHeading} />
        <RequestForm kind={REQUEST_KINDS.sample} list={sampleRequestList(items)} onSent={setSent} />
      </div>
    </main>
  )
}
