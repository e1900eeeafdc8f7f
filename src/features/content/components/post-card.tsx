import { Link } from '@/lib/local-link'
import type { BlogPostCard } from '@/lib/queries'
import { formatDate } from '../../../../shared/dates.ts'
import { NO_DESCRIPTION, blogCategoryPath, blogPostPath } from '../text'
import { CARD_IMAGE_SIZES, ContentImage } from './content-image'

// The title link is stretched over the card; the category chip is a link of its own above it.
export function PostCard({ post, showCategory = false }: { post: BlogPostCard; showCategory?: boolean }) {
  return (
    <article className="post-card">
      <ContentImage image={post.image} width={480} aspect={3 / 2} sizes={CARD_IMAGE_SIZES} className="post-card-image" />
      <div className="post-card-body">
        {showCategory ? (
          <Link to={blogCategoryPath(post.category)} className="post-card-category">
            {post.category}
            <span className="visually-hidden"> articles</span>
          </Link>
        ) : null}
        <h2 className="post-card-title">
          <Link to={blogPostPath(post)} className="stretched-link">
            {post.title}
          </Link>
        </h2>
        <p className="post-card-description">{post.description?.trim() || NO_DESCRIPTION}</p>
        {post.publishedAt ? (
          <p className="post-card-date">
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          </p>
        ) : null}
      </div>
    </article>
  )
}

export function PostGrid({ posts, showCategory }: { posts: readonly BlogPostCard[]; showCategory?: boolean }) {
  return (
    <ul className="post-grid" role="list">
      {posts.map((post) => (
        <li key={post._id}>
          <PostCard post={post} showCategory={showCategory} />
        </li>
      ))}
    </ul>
  )
}
