import { useRevalidator } from 'react-router'
import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import type { CategoryPage } from '../api/blog-category'
import type { CommunityResult } from '../api/community-source'
import { useBlogCategoryName } from '../category-name'
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
        <h1>
          <Trans>Invalid category</Trans>
        </h1>
        <p>
          {category ? <Trans>We have no articles in “{category}”.</Trans> : <Trans>We have no articles without a category.</Trans>}{' '}
          <Link to="/blog">
            <Trans>See all our articles</Trans>
          </Link>
          .
        </p>
      </>
    )
  }
  if (page.status === 'error') {
    const message = page.message
    return (
      <>
        <CategoryHeading name={category ?? ''} />
        <p role="alert">
          <Trans>Error: {message}</Trans>
        </p>
        <p>
          <button type="button" className="button button-primary" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
            <Trans>Try again</Trans>
          </button>
        </p>
      </>
    )
  }
  return (
    <>
      <CategoryHeading name={page.name} />
      {page.stale ? (
        <p className="muted">
          <Trans>These articles may not be the latest: the newest could not be loaded just now.</Trans>
        </p>
      ) : null}
      <PostGrid posts={page.posts} />
      {community ? <CommunityFeed result={community} /> : null}
      <p className="blog-back">
        <Link to="/blog">
          <Trans>All articles</Trans>
        </Link>
      </p>
    </>
  )
}

/** 'Health Blogs', 'مقالات صحة': the category's name and the page's words. */
function CategoryHeading({ name }: { name: string }) {
  const category = useBlogCategoryName()(name).text
  return (
    <h1>
      <Trans>{category} Blogs</Trans>
    </h1>
  )
}
