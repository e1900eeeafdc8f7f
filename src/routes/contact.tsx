import type { Route } from './+types/contact'
import { organizationJsonLd } from '@/components/seo/json-ld'
import { pageMeta, settingsFromMatches } from '@/components/seo/meta'
import { env } from '@/lib/env'
import { RouteError } from '@/components/route-error'
import { ContactSection } from '@/features/inquiry/components/contact-section'

export function meta({ matches }: Route.MetaArgs) {
  const settings = settingsFromMatches(matches)
  return pageMeta(matches, {
    title: 'Contact Us',
    description: 'Have questions or feedback? Send us an inquiry, call or write: we reply to bulk inquiries within 48 hours.',
    path: '/contact',
    jsonLd: settings ? [organizationJsonLd(settings, env.siteUrl)] : [],
    breadcrumbs: [{ name: 'Contact Us', path: '/contact' }],
  })
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
