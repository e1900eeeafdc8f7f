import { Suspense } from 'react'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Await } from 'react-router'
import type { Route } from './+types/blog-category'
import { pageMeta } from '@/components/seo/meta'
import { RouteError } from '@/components/route-error'
import { env } from '@/lib/env'
import { fetchCategoryPage, freshCategoryPage } from '@/features/content/api/blog-category'
import { loadCommunityPosts } from '@/features/content/api/community-source'
import { CategoryView } from '@/features/content/components/category-view'
import { blogCategoryPath, normaliseCategory } from '@/features/content/text'
import { blogCategoryName } from '@/features/content/category-name'
import { languageOfPath } from '../../shared/languages.ts'
import '@/features/content/content.css'

export function meta({ matches, location, params }: Route.MetaArgs) {
  const category = normaliseCategory(params.category)
  if (!category) {
    const description = msg`Articles, recipes and stories about makhana and Indian spices.`
    return pageMeta({ matches, location }, { title: msg`Invalid category`, description, path: '/blog', breadcrumbs: [{ name: msg`Blog`, path: '/blog' }] })
  }
  // The category's name in the page's language, made with the page's catalogue.
  const named = (i18n: I18n) => blogCategoryName(i18n, category).text
  return pageMeta(
    { matches, location },
    {
      title: (i18n) => {
        const name = named(i18n)
        return i18n._(msg`${name} Blogs`)
      },
      description: (i18n) => {
        const name = named(i18n)
        return i18n._(msg`${name} articles: insights, recipes and stories about makhana and Indian spices.`)
      },
      path: blogCategoryPath(category),
      breadcrumbs: [
        { name: msg`Blog`, path: '/blog' },
        { name: named, path: blogCategoryPath(category) },
      ],
    },
  )
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const category = normaliseCategory(params.category)
  return { category, page: await fetchCategoryPage(category, languageOfPath(new URL(request.url).pathname)), community: null }
}

// Not awaited: the page shows 'Loading...' at once and the community feed loads beside it.
export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const category = normaliseCategory(params.category)
  const language = languageOfPath(new URL(request.url).pathname)
  const origin = env.communityBlogOrigin
  return {
    category,
    page: freshCategoryPage(category, language, async () => (await serverLoader()).page),
    community: category && origin ? loadCommunityPosts(origin, category) : null,
  }
}
clientLoader.hydrate = true as const

export default function Page({ loaderData }: Route.ComponentProps) {
  const { category, page, community } = loaderData
  return (
    <main className="container page blog-category">
      <Suspense
        key={category ?? ''}
        fallback={
          <p role="status">
            <Trans>Loading...</Trans>
          </p>
        }
      >
        <Await resolve={page}>{(resolved) => <CategoryView category={category} page={resolved} community={community} />}</Await>
      </Suspense>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
