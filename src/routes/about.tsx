import { Link } from '@/lib/local-link'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { Route } from './+types/about'
import { pageMeta } from '@/components/seo/meta'
import { RouteError } from '@/components/route-error'
import { useSiteSettings } from '@/components/layout/site-layout'
import { AboutSections } from '@/features/content/components/about-sections'
import '@/features/content/content.css'
import { useFallbackMark } from '@/lib/use-fallback'

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(
    { matches, location },
    {
      title: msg`About Us`,
      description: msg`Who we are: an import/export service provider and exporter of makhana, spices and other edible products in New Delhi, India.`,
      path: '/about',
      breadcrumbs: [{ name: msg`About Us`, path: '/about' }],
    },
  )
}

export default function Page() {
  const settings = useSiteSettings()
  const mark = useFallbackMark()
  return (
    <main className="container page about">
      <h1>
        <Trans>About Us</Trans>
      </h1>
      <p className="content-lead" {...mark(settings.local.blurb)}>
        {settings.local.blurb.text}
      </p>
      <AboutSections settings={settings} />
      <section className="about-cta" aria-labelledby="about-cta-heading">
        <h2 id="about-cta-heading">
          <Trans>Work with us</Trans>
        </h2>
        <p>
          <Trans>Tell us what you need, for your kitchen or your business.</Trans>
        </p>
        <p className="about-cta-actions">
          <Link to="/b2b" className="button button-primary">
            <Trans>Bulk orders</Trans>
          </Link>
          <Link to="/contact" className="button button-secondary">
            <Trans>Contact us</Trans>
          </Link>
        </p>
      </section>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
