import { toLocalName } from '@/lib/localized'
import { PRODUCTS_BY_IDS_QUERY } from '@/lib/queries'
import { fetchContent } from '@/lib/sanity-client'
import type { Language } from '../../../../shared/languages'
import type { CurrentName } from '../sample-rules'

/** The listed products' current names, English and in `language`, and their sample sizes in it; absent products are left out. */
export async function fetchCurrentNames(ids: readonly number[], language: Language): Promise<CurrentName[]> {
  if (ids.length === 0) return []
  const found = await fetchContent(PRODUCTS_BY_IDS_QUERY, { ids: [...ids], language })
  return found.map((p) => ({ id: p.productId, name: p.name, localName: toLocalName(p.local.name), localSize: toLocalName(p.local.sampleSize) }))
}
