import { fetchContent } from '@/lib/sanity-client'
import { BLOG_POST_QUERY, BLOG_POSTS_QUERY, type BlogPost, type BlogPostCard } from '@/lib/queries'
import type { Language } from '../../../../shared/languages.ts'

/** Every article, newest first, its card's texts in `language` where translated. */
export function fetchBlogPosts(language: Language): Promise<BlogPostCard[]> {
  return fetchContent(BLOG_POSTS_QUERY, { language })
}

/** One article by its slug and lower-case category, its texts in `language` where translated, or null when there is none. */
export function fetchBlogPost(slug: string, category: string, language: Language): Promise<BlogPost | null> {
  return fetchContent(BLOG_POST_QUERY, { slug, category, language })
}
