import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { formatDay } from '@/lib/format'
import { useLanguage } from '@/lib/i18n'
import type { LocalizedText } from '@/lib/localized'
import type { BlogPostCard } from '@/lib/queries'
import { useFallbackMark } from '@/lib/use-fallback'
import { blogCategoryPath, blogPostPath } from '../text'
import { useBlogCategoryName } from '../category-name'
import { CARD_IMAGE_SIZES, ContentImage } from './content-image'

// The title link is stretched over the card; the category chip is a link of its own above it.
export function PostCard({ post, showCategory = false }: { post: BlogPostCard; showCategory?: boolean }) {
  const language = useLanguage()
  const mark = useFallbackMark()
  const category = useBlogCategoryName()(post.category)
  const { title, description } = post.local
  return (
    <article className="post-card">
      <ContentImage image={post.image} width={480} aspect={3 / 2} sizes={CARD_IMAGE_SIZES} className="post-card-image" />
      <div className="post-card-body">
        {showCategory ? (
          <Link to={blogCategoryPath(post.category)} className="post-card-category">
            <span {...mark(category)}>{category.text}</span>
            <span className="visually-hidden">
              {' '}
              <Trans>articles</Trans>
            </span>
          </Link>
        ) : null}
        <h2 className="post-card-title" {...mark(title)}>
          <Link to={blogPostPath(post)} className="stretched-link">
            {title.text}
          </Link>
        </h2>
        <PostDescription description={description} />
        {post.publishedAt ? (
          <p className="post-card-date">
            <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, language)}</time>
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

/** The card's description (marked English where it fell back), or a note in the page's language when the post has none. */
export function PostDescription({ description }: { description: LocalizedText }) {
  const mark = useFallbackMark()
  const text = description.text?.trim()
  return (
    <p className="post-card-description" {...(text ? mark(description) : {})}>
      {text || <Trans>No description available</Trans>}
    </p>
  )
}
