import { fetchContent } from '@/lib/sanity-client'
import { POLICY_QUERY, type Policy } from '@/lib/queries'
import type { PolicySlug } from '../../../../shared/content-lists.ts'

export type { PolicySlug }

/** One of the four policies, or null when staff have not published it. */
export function fetchPolicy(slug: PolicySlug): Promise<Policy | null> {
  return fetchContent(POLICY_QUERY, { slug })
}
