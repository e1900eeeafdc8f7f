import { useId, useRef } from 'react'
import { useHydrated } from '@/lib/hydration'
import { RestoredDraftNote } from '@/components/forms/restored-draft-note'
import { SendFailure, preloadDelivery } from '@/features/inquiry'
import { SAMPLE_FIELDS, sampleText } from '../sample-model'
import type { SampleItem } from '../sample-rules'
import { useSampleRequest, type SentSamples } from '../use-sample-request'
import { SampleField } from './sample-field'
import '../samples.css'

const HINTS: Partial<Record<(typeof SAMPLE_FIELDS)[number], string>> = {
  courierAccount: 'With your own courier account, the courier bills you directly. Without one, we ship at our cost.',
}

/** The sample request form of /samples; on success the parent shows the confirmation. */
export function SampleForm({ items, onSent }: { items: readonly SampleItem[]; onSent: (sent: SentSamples) => void }) {
  const idPrefix = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useSampleRequest(formRef, items, onSent)
  // Sending needs the script: until hydration the button stays off so nothing is posted to nowhere.
  const ready = useHydrated()
  const submitting = form.state.phase === 'submitting'

  return (
    <form
      ref={formRef}
      className="inq-form sample-form"
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      aria-busy={submitting}
      onFocus={preloadDelivery}
      onSubmit={(event) => {
        event.preventDefault()
        void form.submit()
      }}
    >
      <h2 id={`${idPrefix}-title`}>Where to send your samples</h2>
      <p className="inq-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <RestoredDraftNote restored={form.restored} onClear={form.reset} />
      <div className="inq-grid">
        {SAMPLE_FIELDS.map((name) => (
          <SampleField key={name} idPrefix={idPrefix} name={name} value={form.values[name]} error={form.errors[name]} hint={HINTS[name]} onChange={form.change} />
        ))}
      </div>
      <button type="submit" className="button button-primary inq-submit" disabled={!ready || submitting || items.length === 0}>
        {submitting ? 'Sending...' : 'Send Sample Request'}
      </button>
      {form.state.phase === 'failure' ? (
        <SendFailure hint={form.state.hint} {...sampleText(form.values, items, form.state.reference, form.currency)} />
      ) : null}
    </form>
  )
}
