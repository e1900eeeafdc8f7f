import { fetchContent } from '@/lib/sanity-client'
import { POSTS_BY_CATEGORY_QUERY, type BlogPostCard } from '@/lib/queries'
import type { Language } from '../../../../shared/languages.ts'

/** The three states of /blog/:category once its data is in (loading, error, loaded), plus 'Invalid category'. */
export type CategoryPage =
  { status: 'invalid' } | { status: 'loaded'; name: string; posts: BlogPostCard[]; stale: boolean } | { status: 'error'; message: string }

export const BLOG_UNAVAILABLE = 'The blog posts could not be loaded. Please check your connection and try again.'

/** A category is one the content has posts in; any other is 'Invalid category'. */
export function toCategoryPage(posts: BlogPostCard[]): CategoryPage {
  const first = posts[0]
  if (!first) return { status: 'invalid' }
  return { status: 'loaded', name: first.category, posts, stale: false }
}

/** `category` is lower case, or null when the address has none; the cards' texts in `language` where translated. */
export async function fetchCategoryPage(category: string | null, language: Language): Promise<CategoryPage> {
  if (!category) return { status: 'invalid' }
  return toCategoryPage(await fetchContent(POSTS_BY_CATEGORY_QUERY, { category, language }))
}

/** Falls back to the built copy, then the error state; never rejects. */
export async function freshCategoryPage(category: string | null, language: Language, built: () => Promise<CategoryPage>): Promise<CategoryPage> {
  try {
    return await fetchCategoryPage(category, language)
  } catch {
    try {
      const page = await built()
      return page.status === 'loaded' ? { ...page, stale: true } : page
    } catch {
      return { status: 'error', message: BLOG_UNAVAILABLE }
    }
  }
}
