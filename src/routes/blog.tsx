import { Link } from '@/lib/local-link'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatCount } from '@/lib/format'
import { useLanguage } from '@/lib/i18n'
import type { Route } from './+types/blog'
import { pageMeta } from '@/components/seo/meta'
import { RouteError } from '@/components/route-error'
import type { BlogPostCard } from '@/lib/queries'
import { freshOrBuilt } from '@/lib/route-data'
import { PostGrid } from '@/features/content/components/post-card'
import { blogCategoryPath } from '@/features/content/text'
import { useBlogCategoryName } from '@/features/content/category-name'
import { useFallbackMark } from '@/lib/use-fallback'
import { languageOfPath } from '../../shared/languages.ts'
import '@/features/content/content.css'

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(
    { matches, location },
    {
      title: msg`Blog`,
      description: msg`Articles, recipes and stories about makhana and Indian spices: health, recipes and culture.`,
      path: '/blog',
      breadcrumbs: [{ name: msg`Blog`, path: '/blog' }],
    },
  )
}

/** The query code loads with the first refresh after hydration, not with the page (src/lib/route-data.ts). */
async function loadPosts(request: Request) {
  const { fetchBlogPosts } = await import('@/features/content/api/blog')
  return { posts: await fetchBlogPosts(languageOfPath(new URL(request.url).pathname)) }
}

export async function loader({ request }: Route.LoaderArgs) {
  return loadPosts(request)
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return freshOrBuilt(() => loadPosts(request), serverLoader)
}
clientLoader.hydrate = true as const

/** Categories in the order their newest post appeared, with how many posts each has. */
function categoriesOf(posts: readonly BlogPostCard[]): [string, number][] {
  const counts = new Map<string, number>()
  for (const p of posts) counts.set(p.category, (counts.get(p.category) ?? 0) + 1)
  return [...counts]
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData
  const categories = categoriesOf(posts)
  const { t } = useLingui()
  const language = useLanguage()
  const categoryName = useBlogCategoryName()
  const mark = useFallbackMark()
  return (
    <main className="container page blog-index">
      <h1>
        <Trans>Blog</Trans>
      </h1>
      <p className="content-lead">
        <Trans>Explore our articles for insights, recipes, and stories about makhana.</Trans>
      </p>
      {categories.length > 0 ? (
        <nav aria-label={t`Blog categories`}>
          <ul className="blog-categories" role="list">
            {categories.map(([category, count]) => {
              const name = categoryName(category)
              return (
                <li key={category}>
                  <Link to={blogCategoryPath(category)} className="blog-category-chip">
                    <span {...mark(name)}>{name.text}</span> <span className="blog-category-count">({formatCount(count, language)})</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      ) : null}
      {posts.length > 0 ? (
        <PostGrid posts={posts} showCategory />
      ) : (
        <p>
          <Trans>No articles yet. Please come back soon.</Trans>
        </p>
      )}
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
