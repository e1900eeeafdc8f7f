/** Pure helpers of the content pages: categories, file sizes. Dates are in shared/dates.ts, addresses in shared/site-paths.ts. Components only call them. */

export { blogCategoryPath, blogPostPath } from '../../../shared/site-paths.ts'

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

export function formatFileSize(bytes: number | null | undefined): string {
  if (!bytes || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
