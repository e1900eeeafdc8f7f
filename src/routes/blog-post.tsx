import { data } from 'react-router'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { formatDay } from '@/lib/format'
import { useLanguage } from '@/lib/i18n'
import { Link } from '@/lib/local-link'
import type { Route } from './+types/blog-post'
import { blogPostingJsonLd } from '@/components/seo/json-ld'
import { pageMeta, pageUrl, settingsFromMatches } from '@/components/seo/meta'
import { RouteError } from '@/components/route-error'
import { env } from '@/lib/env'
import { urlFor } from '@/lib/image'
import type { BlogPost } from '@/lib/queries'
import { freshOrBuilt } from '@/lib/route-data'
import { ContentImage } from '@/features/content/components/content-image'
import { EnglishTextNotice } from '@/features/content/components/english-text-notice'
import { RichText } from '@/features/content/components/rich-text'
import { useFallbackMark } from '@/lib/use-fallback'
import { languageOfPath } from '../../shared/languages.ts'
import { blogCategoryPath, blogPostPath, normaliseCategory } from '@/features/content/text'
import { blogCategoryName, useBlogCategoryName } from '@/features/content/category-name'
import '@/features/content/content.css'

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const post = loaderData?.post
  if (!post)
    return pageMeta({ matches, location }, { title: msg`Article not found`, description: msg`This article does not exist.`, path: '/blog', noindex: true })
  const image = post.image?.asset ? urlFor(post.image).width(1200).height(630).fit('crop').url() : null
  const path = blogPostPath(post)
  // Title, description and JSON-LD as the page shows them: in its language where translated.
  const title = post.local.title.text ?? post.title
  return pageMeta(
    { matches, location },
    {
      title,
      description: post.local.description.text ?? msg`${title}: an article from our blog.`,
      path,
      type: 'article',
      image,
      jsonLd: [
        blogPostingJsonLd({
          post,
          url: pageUrl(location, path),
          siteUrl: env.siteUrl,
          brandName: settingsFromMatches(matches)?.brandName ?? 'Spice & Makhana',
          image,
          bodyLanguage: post.local.body.lang,
        }),
      ],
      breadcrumbs: [
        { name: msg`Blog`, path: '/blog' },
        { name: (i18n) => blogCategoryName(i18n, post.category).text, path: blogCategoryPath(post.category) },
        { name: title, path },
      ],
    },
  )
}

/** The query code loads with the first refresh after hydration, not with the page (src/lib/route-data.ts). */
async function loadPost(params: Route.LoaderArgs['params'], request: Request) {
  const { fetchBlogPost } = await import('@/features/content/api/blog')
  const category = normaliseCategory(params.category)
  const post = category ? await fetchBlogPost(params.slug, category, languageOfPath(new URL(request.url).pathname)) : null
  return { post }
}

function found<T extends { post: BlogPost | null }>(result: T) {
  if (!result.post) throw data(null, { status: 404 })
  return { ...result, post: result.post }
}

export async function loader({ params, request }: Route.LoaderArgs) {
  return found(await loadPost(params, request))
}

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  return found(await freshOrBuilt(() => loadPost(params, request), serverLoader))
}
clientLoader.hydrate = true as const

export default function Page({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData
  const language = useLanguage()
  const categoryName = useBlogCategoryName()(post.category)
  const category = categoryName.text
  const mark = useFallbackMark()
  const { title, body } = post.local
  return (
    <main className="container page blog-post">
      <article>
        <header className="blog-post-header">
          <p className="blog-post-category">
            <Link to={blogCategoryPath(post.category)} {...mark(categoryName)}>
              {categoryName.text}
            </Link>
          </p>
          <h1 {...mark(title)}>{title.text}</h1>
          <p className="muted">
            <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, language)}</time>
          </p>
        </header>
        <ContentImage image={post.image} width={800} aspect={3 / 2} sizes="(min-width: 840px) 800px, 100vw" loading="eager" className="blog-post-image" />
        <EnglishTextNotice body={body} kind="article" />
        <RichText value={body.text} {...mark(body)} />
      </article>
      <p className="blog-back">
        <Link to={blogCategoryPath(post.category)}>
          <Trans>More {category} articles</Trans>
        </Link>{' '}
        ·{' '}
        <Link to="/blog">
          <Trans>All articles</Trans>
        </Link>
      </p>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
