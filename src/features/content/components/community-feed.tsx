import { Suspense } from 'react'
import { Await } from 'react-router'
import { Trans } from '@lingui/react/macro'
import type { CommunityPost } from '../api/community-blog'
import type { CommunityResult } from '../api/community-source'

const EXCERPT_LENGTH = 220

function excerpt(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text
}

function CommunityCard({ post }: { post: CommunityPost }) {
  return (
    <article className="post-card">
      {/* Pictures from the forum have no known size: the box keeps the card's shape. */}
      <img className="post-card-image" src={post.imagePath} alt="" width={480} height={320} loading="lazy" decoding="async" />
      <div className="post-card-body">
        <h3 className="post-card-title">
          {post.url ? (
            <a href={post.url} target="_blank" rel="noopener noreferrer" className="stretched-link">
              {post.title}
              <span className="visually-hidden">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          ) : (
            post.title
          )}
        </h3>
        <p className="post-card-description">{excerpt(post.description)}</p>
      </div>
    </article>
  )
}

function CommunityPosts({ result }: { result: CommunityResult }) {
  if (!result.ok) {
    const message = result.message
    return (
      <div role="status" className="community-unavailable">
        <p>
          <Trans>The community feed is unavailable right now. Our own articles above are complete.</Trans>
        </p>
        <p className="muted">
          <Trans>Error: {message}</Trans>
        </p>
      </div>
    )
  }
  if (result.posts.length === 0) {
    return (
      <p>
        <Trans>No community posts in this category yet.</Trans>
      </p>
    )
  }
  return (
    <ul className="post-grid" role="list">
      {result.posts.map((post) => (
        <li key={post.id}>
          <CommunityCard post={post} />
        </li>
      ))}
    </ul>
  )
}

/** Its own loading and failure, so whatever the forum does the rest of the page stays. */
export function CommunityFeed({ result }: { result: Promise<CommunityResult> }) {
  return (
    <section className="community-feed" aria-labelledby="community-heading">
      <h2 id="community-heading">
        <Trans>From the Community</Trans>
      </h2>
      <Suspense
        fallback={
          <p role="status">
            <Trans>Loading community posts...</Trans>
          </p>
        }
      >
        <Await resolve={result}>{(resolved) => <CommunityPosts result={resolved} />}</Await>
      </Suspense>
    </section>
  )
}
