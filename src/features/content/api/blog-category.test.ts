import { describe, expect, it, vi } from 'vitest'
import type { BlogPostCard } from '@/lib/queries'

const fetchContent = vi.hoisted(() => vi.fn())
vi.mock('@/lib/sanity-client', () => ({ fetchContent }))

const { BLOG_UNAVAILABLE, fetchCategoryPage, freshCategoryPage } = await import('./blog-category')
type CategoryPage = Awaited<ReturnType<typeof fetchCategoryPage>>

const post: BlogPostCard = {
  _id: 'blogPost-a',
  title: 'Makhana and the heart',
  slug: 'makhana-and-the-heart',
  category: 'Health',
  description: 'Why a handful of makhana suits a heart-friendly diet.',
  publishedAt: '2025-01-10T10:00:00Z',
  image: { alt: 'Roasted makhana in a bowl', hotspot: null, crop: null, asset: null },
  local: { title: { text: 'Makhana and the heart', lang: 'en' }, description: { text: 'Why a handful of makhana suits a heart-friendly diet.', lang: 'en' } },
}

describe('the blog category page data', () => {
  it('is invalid without a category, without asking the content server', async () => {
    fetchContent.mockClear()
    expect(await fetchCategoryPage(null, 'en')).toEqual({ status: 'invalid' })
    expect(fetchContent).not.toHaveBeenCalled()
  })

  it('is invalid for a category without posts and loaded, named as in the content, otherwise', async () => {
    fetchContent.mockResolvedValueOnce([])
    expect(await fetchCategoryPage('nonsense', 'en')).toEqual({ status: 'invalid' })
    fetchContent.mockResolvedValueOnce([post])
    expect(await fetchCategoryPage('health', 'de')).toEqual({ status: 'loaded', name: 'Health', posts: [post], stale: false })
    expect(fetchContent).toHaveBeenLastCalledWith(expect.stringContaining('lower(category) == $category'), { category: 'health', language: 'de' })
  })

  it('falls back to the built copy, marked stale, when the content server fails', async () => {
    fetchContent.mockRejectedValueOnce(new Error('offline'))
    const built: CategoryPage = { status: 'loaded', name: 'Health', posts: [post], stale: false }
    expect(await freshCategoryPage('health', 'en', async () => built)).toEqual({ ...built, stale: true })
  })

  it('is the error state when neither the server nor a built copy answers', async () => {
    fetchContent.mockRejectedValueOnce(new Error('offline'))
    const page = await freshCategoryPage('health', 'en', () => Promise.reject(new Error('404')))
    expect(page).toEqual({ status: 'error', message: BLOG_UNAVAILABLE })
  })
})
