import { data } from 'react-router'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { formatDay } from '@/lib/format'
import { useLanguage } from '@/lib/i18n'
import type { Route } from './+types/policy'
import { pageMeta } from '@/components/seo/meta'
import { RouteError } from '@/components/route-error'
import type { Policy } from '@/lib/queries'
import { freshOrBuilt } from '@/lib/route-data'
import type { PolicySlug } from '@/features/content/api/policies'
import { EnglishTextNotice } from '@/features/content/components/english-text-notice'
import { RichText } from '@/features/content/components/rich-text'
import { useFallbackMark } from '@/lib/use-fallback'
import { languageOfPath } from '../../shared/languages.ts'
import { policyPath } from '../../shared/site-paths.ts'
import '@/features/content/content.css'

const DESCRIPTIONS: Record<PolicySlug, MessageDescriptor> = {
  'privacy-policy': msg`How we collect, use and protect the information you share with us when you browse, order or send an inquiry.`,
  'shipping-policy': msg`How we process, pack and ship orders in India and abroad: processing and delivery times, and the payment methods we accept.`,
  'refund-policy': msg`When and how you can get a refund: the 7-day window, what is non-refundable, and how refunds are processed.`,
  'terms-of-services': msg`The terms of using our website and buying from us, governed by the laws of New Delhi, India.`,
}

// The type makes the description list complete, so no slug list is needed at run time.
function isPolicySlug(slug: string | undefined): slug is PolicySlug {
  return slug !== undefined && Object.hasOwn(DESCRIPTIONS, slug)
}

/** The four policies have a route each (src/routes.ts), so any other path falls to the not-found page. */
function slugOf(pathname: string): string | undefined {
  return pathname.replace(/\/+$/, '').split('/').pop()
}

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const policy = loaderData?.policy
  const slug = slugOf(location.pathname)
  if (!policy || !isPolicySlug(slug)) {
    return pageMeta(
      { matches, location },
      { title: msg`Page not found`, description: msg`The page you are looking for does not exist.`, path: '/404', noindex: true },
    )
  }
  // The title in the page's language where staff translated it, as the page's heading shows it.
  const title = policy.local.title.text ?? policy.title
  return pageMeta(
    { matches, location },
    {
      title,
      description: DESCRIPTIONS[slug],
      path: policyPath(slug),
      breadcrumbs: [{ name: title, path: policyPath(slug) }],
    },
  )
}

/** The query code loads with the first refresh after hydration, not with the page (src/lib/route-data.ts). */
async function loadPolicy(pathname: string) {
  const { fetchPolicy } = await import('@/features/content/api/policies')
  const slug = slugOf(pathname)
  const policy = isPolicySlug(slug) ? await fetchPolicy(slug, languageOfPath(pathname)) : null
  return { policy }
}

function found(result: { policy: Policy | null }) {
  if (!result.policy) throw data(null, { status: 404 })
  return { policy: result.policy }
}

export async function loader({ request }: Route.LoaderArgs) {
  return found(await loadPolicy(new URL(request.url).pathname))
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return found(await freshOrBuilt(() => loadPolicy(new URL(request.url).pathname), serverLoader))
}
clientLoader.hydrate = true as const

export default function Page({ loaderData }: Route.ComponentProps) {
  const { policy } = loaderData
  const language = useLanguage()
  const mark = useFallbackMark()
  const { title, body } = policy.local
  const updated = formatDay(policy.updatedAt, language)
  return (
    <main className="container page policy">
      <article className="policy-article">
        <h1 {...mark(title)}>{title.text}</h1>
        <p className="muted">
          <Trans>
            Last updated: <time dateTime={policy.updatedAt}>{updated}</time>
          </Trans>
        </p>
        <EnglishTextNotice body={body} kind="policy" />
        <RichText value={body.text} {...mark(body)} />
      </article>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
