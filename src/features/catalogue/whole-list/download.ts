// The whole list's entry point, imported on the first press of its button (docs/decisions/037).
import { clean } from '@/lib/presentation'
import { fetchContent } from '@/lib/sanity-client'
import { loadAgain } from '@/lib/load-again'
import { categoryParam } from '../category'
import { WHOLE_LIST_QUERY } from './query'
import type { WholeListRequest } from './rows'

/** `share` is how much of the PDF is made (0 to 1), null while the list loads; the button words each state in the page's language. */
export type ListStatus = { kind: 'idle' } | { kind: 'busy'; share: number | null } | { kind: 'failed'; stage: 'list' | 'pdf' }

type Options = Pick<WholeListRequest, 'category' | 'settings' | 'pricing'> & { onStatus: (status: ListStatus) => void }

/** Rejects when the list cannot be fetched; a PDF that cannot be made is reported through `onStatus`. */
export async function downloadWholeList({ category, settings, pricing, onStatus }: Options): Promise<void> {
  // The list and the PDF code load side by side.
  const [products, file] = await Promise.all([fetchContent(WHOLE_LIST_QUERY, { category: categoryParam(category) }), loadAgain(() => import('./file'))])
  try {
    // In the Studio's preview the texts carry invisible edit data: the PDF gets plain text.
    await file.saveWholeList({ products: clean(products), category, settings: clean(settings), pricing }, (share) => onStatus({ kind: 'busy', share }))
    onStatus({ kind: 'idle' })
  } catch {
    onStatus({ kind: 'failed', stage: 'pdf' })
  }
}
