/** Pure helpers of the content pages: category addresses, dates, expiry. Components only call them. */

/** The longest category the Studio accepts (a word or two); anything longer cannot be a category. */
const MAX_CATEGORY_LENGTH = 40

/** A blog card's text when its post has none. */
export const NO_DESCRIPTION = 'No description available'

/** 'health' → 'Health', 'street food' → 'Street food'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * The category of a /blog/:category address in the form the content is matched with (lower case),
 * or null when it is missing or cannot be a category ('Invalid category').
 */
export function normaliseCategory(raw: string | undefined | null): string | null {
  const category = (raw ?? '').trim().toLowerCase()
  if (!category || category.length > MAX_CATEGORY_LENGTH || category.includes('/')) return null
  return category
}

/** `/blog/health`: the category page of a post, the category in lower case, as the home page links it. */
export function blogCategoryPath(category: string): string {
  return `/blog/${encodeURIComponent(category.trim().toLowerCase())}`
}

export function blogPostPath(post: { category: string; slug: string }): string {
  return `${blogCategoryPath(post.category)}/${encodeURIComponent(post.slug)}`
}

// Fixed time zones: the page is rendered at build time and again in the browser, and both must
// print the same date whatever the machine's zone.
// Created on first use: building an Intl formatter loads locale data, costly on a phone's main thread.
const formatters = new Map<string, Intl.DateTimeFormat>()
function dateFormat(timeZone: 'UTC' | 'Asia/Kolkata'): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone })
    formatters.set(timeZone, format)
  }
  return format
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** '2025-02-19' or an ISO datetime → '19 February 2025'; an unreadable value → ''. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return ''
  const isDateOnly = DATE_ONLY.test(value)
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(date.getTime())) return ''
  return dateFormat(isDateOnly ? 'UTC' : 'Asia/Kolkata').format(date)
}

/** Today as YYYY-MM-DD in India, where the certificates are issued. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** A certificate is valid through its last day; from the next day on it is expired. */
export function isExpired(validUntil: string, today: string): boolean {
  return validUntil < today
}

/** '123456' bytes → '121 KB'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!bytes || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
