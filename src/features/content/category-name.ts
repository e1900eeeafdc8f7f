import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { LocalizedText } from '@/lib/localized'
import { BLOG_CATEGORY_SUGGESTIONS, type SuggestedBlogCategory } from '../../../shared/content-lists.ts'
import { capitalise } from './text'

/** The categories the Studio suggests, as readers of each language read them; the English name stays the address. */
const SUGGESTED_NAMES: Record<SuggestedBlogCategory, MessageDescriptor> = {
  Health: msg`Health`,
  Recipes: msg`Recipes`,
  Culture: msg`Culture`,
}

/** A post's category in the page's language: a suggested one translated, one staff typed themselves as written (English). */
export function blogCategoryName(i18n: I18n, category: string): LocalizedText & { text: string } {
  const suggested = BLOG_CATEGORY_SUGGESTIONS.find((name) => name.toLowerCase() === category.trim().toLowerCase())
  return suggested ? { text: i18n._(SUGGESTED_NAMES[suggested]), lang: i18n.locale } : { text: capitalise(category.trim()), lang: 'en' }
}

export function useBlogCategoryName(): (category: string) => LocalizedText & { text: string } {
  const { i18n } = useLingui()
  return (category) => blogCategoryName(i18n, category)
}
