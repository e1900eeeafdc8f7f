import { fetchContent } from '@/lib/sanity-client'
import { POLICY_QUERY, type Policy } from '@/lib/queries'
import type { PolicySlug } from '../../../../shared/content-lists.ts'
import type { Language } from '../../../../shared/languages.ts'

export type { PolicySlug }

/** One of the four policies, its title and text in `language` where staff translated them, or null when staff have not published it. */
export function fetchPolicy(slug: PolicySlug, language: Language): Promise<Policy | null> {
  return fetchContent(POLICY_QUERY, { slug, language })
}
