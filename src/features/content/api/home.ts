import { fetchContent } from '@/lib/sanity-client'
import { HOME_QUERY, type HomeContent } from '@/lib/queries'

/** Every home page section's data in one request: featured candidates, testimonials and the latest `posts` articles. */
export function fetchHomeContent(posts: number): Promise<HomeContent> {
  return fetchContent(HOME_QUERY, { limit: posts })
}
