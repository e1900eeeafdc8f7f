import { fetchContent } from '@/lib/sanity-client'
import { HOME_QUERY, type HomeContent } from '@/lib/queries'
import type { Language } from '../../../../shared/languages'

/** Featured candidates fetched per visit: the featured section picks its 8 from them. */
export const FEATURED_WINDOW = 24

/** Every home page section's data in one request. */
export function fetchHomeContent(language: Language, posts: number, featuredStart = 0): Promise<HomeContent> {
  const start = Math.max(0, Math.floor(featuredStart))
  return fetchContent(HOME_QUERY, { limit: posts, start, end: start + FEATURED_WINDOW, language })
}

/** A random window start within `productCount` products: each visit features from another part of the catalogue. */
export function randomFeaturedStart(productCount: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.max(0, productCount - FEATURED_WINDOW + 1))
}
