import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toast } from '@/components/ui/toast'
import { MAX_SAMPLES, type AddOutcome } from './sample-rules'

/** One sample toast at a time: each add, remove or refusal replaces the last. */
const SAMPLE_TOAST_ID = 'samples'

// Each takes the page's interface text (useLingui's i18n): toasts are raised from event handlers, outside rendering.
export function toastSampleOutcome(i18n: I18n, outcome: AddOutcome, name: string): void {
  if (outcome === 'full') {
    toast.error(i18n._(msg`Your sample list is full: you can request up to ${MAX_SAMPLES} samples at a time.`), {
      id: SAMPLE_TOAST_ID,
      description: i18n._(msg`Remove one from your sample list to add another, or send this request first.`),
      duration: 8000,
    })
  } else toast.success(i18n._(msg`Added to your sample list`), { id: SAMPLE_TOAST_ID, description: name })
}

export function toastSampleRemoved(i18n: I18n, name: string): void {
  toast.info(i18n._(msg`Removed from your sample list`), { id: SAMPLE_TOAST_ID, description: name })
}
