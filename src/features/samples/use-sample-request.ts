/**
 * The sample request's behaviour: idle → submitting → success | failure, on the shared useSendForm.
 * The typed details are a draft in localStorage until a send succeeds; only then is the sample list
 * cleared. One reference per request, kept across retries.
 */
import { useRef } from 'react'
import { toast } from '@/components/ui/toast'
import { updateField } from '@/components/forms/field-spec'
import { fieldError, validate } from '@/components/forms/form-validation'
import { SEND_FAILED_TOAST } from '@/components/forms/send-state'
import { useDraft } from '@/components/forms/use-draft'
import { useSendForm } from '@/components/forms/use-send-form'
import { useRequestCurrency } from '@/features/catalogue'
import { deliverInquiry, newReference } from '@/features/inquiry'
import {
  SAMPLE_DRAFT_KEY,
  SAMPLE_FIELD_SPECS,
  SAMPLE_TEMPLATE_ID,
  emptySampleRequest,
  sampleParams,
  sampleSchema,
  type SampleField,
  type SampleValues,
} from './sample-model'
import type { SampleItem } from './sample-rules'
import { useSamples } from './store'

export const SAMPLE_SENT_TOAST = 'Sample request sent!'

export interface SentSamples {
  reference: string
  items: readonly SampleItem[]
  email: string
}

export function useSampleRequest(formRef: React.RefObject<HTMLFormElement | null>, items: readonly SampleItem[], onSent: (sent: SentSamples) => void) {
  const draft = useDraft<SampleValues>(SAMPLE_DRAFT_KEY, emptySampleRequest())
  const [, , clearDraft] = draft
  const form = useSendForm(formRef, draft, {
    update: (values, field: SampleField, raw) => updateField(SAMPLE_FIELD_SPECS, values, field, raw),
    validate: (values) => validate(sampleSchema, values),
    fieldError: (values, field) => fieldError(sampleSchema, values, field),
    failedToast: SEND_FAILED_TOAST,
  })
  const reference = useRef<string | null>(null)
  const currency = useRequestCurrency()

  function submit() {
    return form.submit({
      skip: () => items.length === 0,
      reference: () => (reference.current ??= newReference('SMP')),
      deliver: (data, ref, signal) => deliverInquiry(sampleParams(data, items, ref, currency), { templateId: SAMPLE_TEMPLATE_ID, signal }),
      delivered: (data, ref) => {
        reference.current = null
        // The confirmation first, then the list is emptied: the page never flashes "no samples".
        onSent({ reference: ref, items, email: data.email })
        clearDraft()
        useSamples.getState().clear()
        toast.success(SAMPLE_SENT_TOAST)
      },
    })
  }

  const { values, errors, state, restored, change, reset } = form
  return { values, errors, state, restored, change, submit, reset, currency }
}
