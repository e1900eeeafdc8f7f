import type { CommunityPost } from './community-blog'

/** The community feed's outcome; never a rejected promise, so a failure stays inside its section. */
export type CommunityResult = { ok: true; posts: CommunityPost[] } | { ok: false; message: string }

/** Loads the adapter on demand (its code is not in the page bundle) and fetches one category. */
export async function loadCommunityPosts(origin: string, category: string): Promise<CommunityResult> {
  try {
    const { fetchCommunityPosts } = await import('./community-blog')
    return { ok: true, posts: await fetchCommunityPosts(origin, category) }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}
