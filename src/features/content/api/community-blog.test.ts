import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMUNITY_FIXTURES, startCommunityForum, type CommunityForumFake } from '../../../../tests/fakes/community-forum'
import { NO_DESCRIPTION } from '../text'
import { communitySearchUrl, fetchCommunityPosts, mapCommunityListing } from './community-blog'

const PLACEHOLDER = '/assets/blog-placeholder.svg'

describe('communitySearchUrl', () => {
  it('builds the documented request with the category URL-encoded', () => {
    expect(communitySearchUrl('https://forum.example/', 'street food')).toBe(
      'https://forum.example/r/street%20food/search.json?restrict_sr=1&sort=relevance&q=*',
    )
  })
})

describe('mapCommunityListing', () => {
  const child = (data: object) => ({ kind: 't3', data })

  it('maps id, title, selftext as description and an http thumbnail', () => {
    const posts = mapCommunityListing(
      {
        data: {
          children: [
            child({ id: 'a1', title: 'Kheer', selftext: 'Slow-cooked.', thumbnail: 'https://img.example/a.jpg', permalink: '/r/recipes/comments/a1/' }),
          ],
        },
      },
      'https://forum.example',
      PLACEHOLDER,
    )
    expect(posts).toEqual([
      { id: 'a1', title: 'Kheer', description: 'Slow-cooked.', imagePath: 'https://img.example/a.jpg', url: 'https://forum.example/r/recipes/comments/a1/' },
    ])
  })

  it("uses 'No description available' and the placeholder when the post has no text or picture", () => {
    const [post] = mapCommunityListing(
      { data: { children: [child({ id: 7, title: 'Hi', selftext: '  ', thumbnail: 'self' }), child({ title: 'no id' })] } },
      'https://forum.example',
      PLACEHOLDER,
    )
    expect(post).toEqual({ id: '7', title: 'Hi', description: NO_DESCRIPTION, imagePath: PLACEHOLDER, url: null })
  })

  it('refuses an answer that is not a listing', () => {
    expect(() => mapCommunityListing({ error: 403 }, 'https://forum.example', PLACEHOLDER)).toThrow('unexpected answer')
  })
})

describe('fetchCommunityPosts against the fake forum', () => {
  let forum: CommunityForumFake
  beforeAll(async () => {
    forum = await startCommunityForum()
  })
  afterAll(() => forum.close())

  it('sends the documented request and maps the answer', async () => {
    const posts = await fetchCommunityPosts(forum.url, 'health')
    expect(forum.requests.at(-1)).toBe('/r/health/search.json?restrict_sr=1&sort=relevance&q=*')
    expect(posts.map((p) => p.title)).toEqual(COMMUNITY_FIXTURES.health?.map((p) => p.title))
    expect(posts[0]?.imagePath).toBe(`${forum.url}/thumbs/c1h.svg`)
    expect(posts[1]?.description).toBe(NO_DESCRIPTION)
  })

  it("reports a non-OK answer as 'Error fetching blogs: Failed to fetch blogs'", async () => {
    const failing: typeof fetch = async () => new Response('{}', { status: 503 })
    await expect(fetchCommunityPosts(forum.url, 'health', failing)).rejects.toThrow('Error fetching blogs: Failed to fetch blogs')
  })

  it("reports a network failure as 'Error fetching blogs: {message}'", async () => {
    const closed = await startCommunityForum()
    await closed.close()
    await expect(fetchCommunityPosts(closed.url, 'health')).rejects.toThrow(/^Error fetching blogs: fetch failed$/)
  })
})
