import type { Route } from './+types/contact'
import { msg } from '@lingui/core/macro'
import { pageMeta, siteLdFromMatches } from '@/components/seo/meta'
import { RouteError } from '@/components/route-error'
import { ContactSection } from '@/features/inquiry/components/contact-section'

export function meta({ matches, location }: Route.MetaArgs) {
  const site = siteLdFromMatches(matches)
  return pageMeta(
    { matches, location },
    {
      title: msg`Contact Us`,
      description: msg`Have questions or feedback? Send us an inquiry, call or write: we reply to bulk inquiries within 48 hours.`,
      path: '/contact',
      jsonLd: site ? [site.organization] : [],
      breadcrumbs: [{ name: msg`Contact Us`, path: '/contact' }],
    },
  )
}

export default function Page() {
  return (
    <main className="container page">
      <ContactSection headingLevel={1} source="Contact page" />
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
