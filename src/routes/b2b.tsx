import type { Route } from './+types/b2b'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { pageMeta } from '@/components/seo/meta'
import { RouteError } from '@/components/route-error'
import { useSiteSettings } from '@/components/layout/site-layout'
import { DEFAULT_B2B_INTRO } from '@/features/content/b2b-copy'
import { B2bTiles } from '@/features/content/components/b2b-tiles'
import { InquiryForm } from '@/features/inquiry/components/inquiry-form'
import '@/features/content/content.css'
import { useFallbackMark } from '@/lib/use-fallback'

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(
    { matches, location },
    {
      title: msg`Bulk Orders & B2B Solutions`,
      description: msg`Bulk spices and makhana for restaurants, food manufacturers, retailers, distributors and importers, with a detailed quote within 48 hours.`,
      path: '/b2b',
      breadcrumbs: [{ name: msg`Bulk Orders & B2B Solutions`, path: '/b2b' }],
    },
  )
}

export default function Page() {
  const settings = useSiteSettings()
  const { i18n } = useLingui()
  const mark = useFallbackMark()
  return (
    <main className="b2b">
      <section className="b2b-hero" aria-labelledby="b2b-heading">
        <div className="container">
          <h1 id="b2b-heading">
            <Trans>Bulk Orders & B2B Solutions</Trans>
          </h1>
          <p>
            <Trans>Premium spices and makhana in bulk for restaurants and food manufacturers, packed to your specification and shipped worldwide.</Trans>
          </p>
        </div>
      </section>
      <div className="container page">
        <B2bTiles />
        <section className="b2b-inquiry" aria-labelledby="b2b-inquiry-heading">
          <h2 id="b2b-inquiry-heading">
            <Trans>Request a Bulk Quote</Trans>
          </h2>
          <p {...mark(settings.local.b2bIntro)}>{settings.local.b2bIntro.text?.trim() || i18n._(DEFAULT_B2B_INTRO)}</p>
          <InquiryForm source="B2B page" />
        </section>
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
