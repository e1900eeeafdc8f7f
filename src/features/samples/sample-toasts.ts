import { toast } from '@/components/ui/toast'
import { SAMPLE_LIST_FULL, SAMPLE_LIST_FULL_HINT, type AddOutcome } from './sample-rules'

/** One sample toast at a time: each add, remove or refusal replaces the last. */
const SAMPLE_TOAST_ID = 'samples'

export function toastSampleOutcome(outcome: AddOutcome, name: string): void {
  if (outcome === 'full') toast.error(SAMPLE_LIST_FULL, { id: SAMPLE_TOAST_ID, description: SAMPLE_LIST_FULL_HINT, duration: 8000 })
  else toast.success('Added to your sample list', { id: SAMPLE_TOAST_ID, description: name })
}

export function toastSampleRemoved(name: string): void {
  toast.info('Removed from your sample list', { id: SAMPLE_TOAST_ID, description: name })
}
