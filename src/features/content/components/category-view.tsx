import { useRevalidator } from 'react-router'
import { Link } from '@/lib/local-link'
import type { CategoryPage } from '../api/blog-category'
import type { CommunityResult } from '../api/community-source'
import { capitalise } from '../text'
import { CommunityFeed } from './community-feed'
import { PostGrid } from './post-card'

interface CategoryViewProps {
  category: string | null
  page: CategoryPage
  community: Promise<CommunityResult> | null
}

/** /blog/:category once its data is in: loaded, error or 'Invalid category' for a category the blog does not have. */
export function CategoryView({ category, page, community }: CategoryViewProps) {
  const revalidator = useRevalidator()
  if (page.status === 'invalid') {
    return (
      <>
        <h1>Invalid category</h1>
        <p>
          We have no articles {category ? <>in “{category}”</> : 'without a category'}. <Link to="/blog">See all our articles</Link>.
        </p>
      </>
    )
  }
  if (page.status === 'error') {
    return (
      <>
        <h1>{capitalise(category ?? '')} Blogs</h1>
        <p role="alert">Error: {page.message}</p>
        <p>
          <button type="button" className="button button-primary" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
            Try again
          </button>
        </p>
      </>
    )
  }
  return (
    <>
      <h1>{capitalise(page.name)} Blogs</h1>
      {page.stale ? <p className="muted">These articles may not be the latest: the newest could not be loaded just now.</p> : null}
      <PostGrid posts={page.posts} />
      {community ? <CommunityFeed result={community} /> : null}
      <p className="blog-back">
        <Link to="/blog">All articles</Link>
      </p>
    </>
  )
}
