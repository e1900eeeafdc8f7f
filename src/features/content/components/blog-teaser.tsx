import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import type { BlogPostCard } from '@/lib/queries'
import { useFallbackMark } from '@/lib/use-fallback'
import { blogCategoryPath, blogPostPath } from '../text'
import { useBlogCategoryName } from '../category-name'
import { PostDescription } from './post-card'
import { CARD_IMAGE_SIZES, ContentImage } from './content-image'
import { useReveal } from '@/components/ui/use-reveal'

export const TEASER_THRESHOLD = 0.1
export const TEASER_STAGGER_MS = 100

// The category link is stretched over the card; 'Read More' sits above it.
function TeaserCard({ post, index }: { post: BlogPostCard; index: number }) {
  const { ref, phase } = useReveal<HTMLElement>(TEASER_THRESHOLD)
  const mark = useFallbackMark()
  const category = useBlogCategoryName()(post.category)
  const title = post.local.title.text
  return (
    <article
      ref={ref}
      className="teaser-card post-card"
      data-reveal={phase === 'static' ? undefined : phase}
      style={phase === 'shown' ? { transitionDelay: `${index * TEASER_STAGGER_MS}ms` } : undefined}
    >
      <ContentImage image={post.image} width={480} aspect={3 / 2} sizes={CARD_IMAGE_SIZES} className="post-card-image" />
      <div className="post-card-body">
        <Link to={blogCategoryPath(post.category)} className="post-card-category stretched-link">
          <span {...mark(category)}>{category.text}</span>
          <span className="visually-hidden">
            {' '}
            <Trans>articles</Trans>
          </span>
        </Link>
        <h3 className="post-card-title" {...mark(post.local.title)}>
          {title}
        </h3>
        <PostDescription description={post.local.description} />
        {/* Heard: "Read More: <title>" (descriptive, starting with the visible words for voice control); seen: "Read More". */}
        <Link to={blogPostPath(post)} className="teaser-read-more">
          <span className="visually-hidden">
            <Trans>Read More: {title}</Trans>
          </span>
          <span aria-hidden="true">
            <Trans>Read More</Trans>
          </span>
        </Link>
      </div>
    </article>
  )
}

export function BlogTeaser({ posts }: { posts: readonly BlogPostCard[] }) {
  if (posts.length === 0) return null
  return (
    <section id="blog" className="blog-teaser" aria-labelledby="blog-teaser-heading">
      <div className="container">
        <header className="content-section-head">
          <h2 id="blog-teaser-heading">
            <Trans>Latest from Our Blog</Trans>
          </h2>
          <p>
            <Trans>Explore our articles for insights, recipes, and stories about makhana.</Trans>
          </p>
        </header>
        <ul className="post-grid" role="list">
          {posts.map((post, index) => (
            <li key={post._id}>
              <TeaserCard post={post} index={index} />
            </li>
          ))}
        </ul>
        <p className="blog-teaser-more">
          <Link to="/blog" className="button button-secondary">
            <Trans>All articles</Trans>
          </Link>
        </p>
      </div>
    </section>
  )
}
