import type { RequestList } from '@/features/requests'
import type { SampleItem } from './sample-rules'
import { useSamples } from './store'

/** The listed samples as numbered lines, for the e-mail: "1. Cumin Seeds (Jeera): 100 g". */
export function samplesTextBlock(items: readonly SampleItem[]): string {
  return items.map((item, i) => `${i + 1}. ${item.name}: ${item.sampleSize}`).join('\n')
}

/** The sample list as a sample request sends it (only the /samples page loads this). */
export function sampleRequestList(items: readonly SampleItem[]): RequestList {
  const block = samplesTextBlock(items)
  return {
    count: items.length,
    block,
    summary: items.map((i) => i.name).join(', '),
    params: { samples: block },
    clear: () => useSamples.getState().clear(),
  }
}
