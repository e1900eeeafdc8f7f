/** Pure helpers of the content pages: categories, file sizes. Dates are in shared/dates.ts, addresses in shared/site-paths.ts. Components only call them. */

export { blogCategoryPath, blogPostPath } from '../../../shared/site-paths.ts'
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/languages.ts'
import { formatCount, formatTenths } from '@/lib/format'

/** The longest category the Studio accepts (a word or two); anything longer cannot be a category. */
const MAX_CATEGORY_LENGTH = 40

/** A blog card's text when its post has none. */
export const NO_DESCRIPTION = 'No description available'

/** 'health' → 'Health', 'street food' → 'Street food'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Null when it cannot be a category. */
export function normaliseCategory(raw: string | undefined | null): string | null {
  const category = (raw ?? '').trim().toLowerCase()
  if (!category || category.length > MAX_CATEGORY_LENGTH || category.includes('/')) return null
  return category
}

/** '121 KB', '2.4 MB' (2,4 MB in German): the number in the page's language. */
export function formatFileSize(bytes: number | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  if (!bytes || bytes < 0) return ''
  if (bytes < 1024) return `${formatCount(bytes, language)} B`
  if (bytes < 1024 * 1024) return `${formatCount(Math.round(bytes / 1024), language)} KB`
  return `${formatTenths(bytes / (1024 * 1024), language)} MB`
}
