// Off unless VITE_COMMUNITY_BLOG_ORIGIN is set: the public service refuses unauthenticated calls.
import { z } from '@/lib/zod'
import placeholderImage from '../assets/blog-placeholder.svg'
import { NO_DESCRIPTION } from '../text'

export interface CommunityPost {
  id: string
  title: string
  description: string
  imagePath: string
  /** The post on the forum, when the answer names it. */
  url: string | null
}

/** GET /r/{category}/search.json?restrict_sr=1&sort=relevance&q=* (the documented request). */
export function communitySearchUrl(origin: string, category: string): string {
  return `${origin.replace(/\/+$/, '')}/r/${encodeURIComponent(category)}/search.json?restrict_sr=1&sort=relevance&q=*`
}

const childSchema = z.object({
  data: z.object({
    id: z.union([z.string(), z.number()]),
    title: z.string(),
    selftext: z.nullish(z.string()),
    thumbnail: z.nullish(z.string()),
    permalink: z.nullish(z.string()),
  }),
})

const listingSchema = z.object({ data: z.object({ children: z.array(z.unknown()) }) })

/** data.children[].data → posts; a child without id or title is skipped rather than failing the list. */
export function mapCommunityListing(json: unknown, origin: string, placeholder: string = placeholderImage): CommunityPost[] {
  const listing = listingSchema.safeParse(json)
  if (!listing.success) throw new Error('The community forum sent an unexpected answer')
  const posts: CommunityPost[] = []
  for (const child of listing.data.data.children) {
    const parsed = childSchema.safeParse(child)
    if (!parsed.success) continue
    const { id, title, selftext, thumbnail, permalink } = parsed.data.data
    posts.push({
      id: String(id),
      title,
      description: selftext?.trim() ? selftext : NO_DESCRIPTION,
      imagePath: thumbnail?.startsWith('http') ? thumbnail : placeholder,
      url: permalink?.startsWith('/') ? `${origin.replace(/\/+$/, '')}${permalink}` : null,
    })
  }
  return posts
}

const TIMEOUT_MS = 8000

/** 'Failed to fetch blogs' on a non-OK answer; every failure as 'Error fetching blogs: {message}'. */
export async function fetchCommunityPosts(origin: string, category: string, fetcher: typeof fetch = fetch): Promise<CommunityPost[]> {
  try {
    const response = await fetcher(communitySearchUrl(origin, category), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) throw new Error('Failed to fetch blogs')
    return mapCommunityListing(await response.json(), origin)
  } catch (error) {
    throw new Error(`Error fetching blogs: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
}
