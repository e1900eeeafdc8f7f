import { fetchContent } from '@/lib/sanity-client'
import { BLOG_POST_QUERY, BLOG_POSTS_QUERY, type BlogPost, type BlogPostCard } from '@/lib/queries'

/** Every article, newest first. */
export function fetchBlogPosts(): Promise<BlogPostCard[]> {
  return fetchContent(BLOG_POSTS_QUERY)
}

/** One article by its slug and lower-case category, or null when there is none. */
export function fetchBlogPost(slug: string, category: string): Promise<BlogPost | null> {
  return fetchContent(BLOG_POST_QUERY, { slug, category })
}
