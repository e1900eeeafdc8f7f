import type { RequestList } from '@/features/requests'
import { shownName } from '@/lib/localized'
import type { SampleItem } from './sample-rules'
import { useSamples } from './store'

/** The listed samples as numbered lines, for the e-mail: "1. Cumin Seeds (Jeera): 100 g", by English name, as staff read it. */
export function samplesTextBlock(items: readonly SampleItem[]): string {
  return items.map((item, i) => `${i + 1}. ${item.name}: ${item.sampleSize}`).join('\n')
}

/** The sample list as a sample request sends it (only the /samples page loads this). */
export function sampleRequestList(items: readonly SampleItem[]): RequestList {
  const block = samplesTextBlock(items)
  return {
    count: items.length,
    block,
    // The buyer's confirmation names the samples as the buyer read them.
    summary: items.map((i) => shownName(i).text).join(', '),
    params: { samples: block },
    clear: () => useSamples.getState().clear(),
  }
}
