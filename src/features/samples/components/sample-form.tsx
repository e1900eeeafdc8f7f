import { useRef } from 'react'
import { RequestForm } from '@/components/forms/request-form'
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
  const formRef = useRef<HTMLFormElement>(null)
  const form = useSampleRequest(formRef, items, onSent)

  return (
    <RequestForm
      formRef={formRef}
      form={form}
      className="sample-form"
      title="Where to send your samples"
      sendLabel="Send Sample Request"
      canSend={items.length > 0}
      onFocus={preloadDelivery}
      after={
        form.state.phase === 'failure' ? <SendFailure hint={form.state.hint} {...sampleText(form.values, items, form.state.reference, form.currency)} /> : null
      }
    >
      {(idPrefix) => (
        <div className="inq-grid">
          {SAMPLE_FIELDS.map((name) => (
            <SampleField
              key={name}
              idPrefix={idPrefix}
              name={name}
              value={form.values[name]}
              error={form.errors[name]}
              hint={HINTS[name]}
              onChange={form.change}
            />
          ))}
        </div>
      )}
    </RequestForm>
  )
}
