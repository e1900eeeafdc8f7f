import type { Route } from './+types/checkout'
import { msg } from '@lingui/core/macro'
import { useSiteSettings } from '@/components/layout/site-layout'
import { RouteError } from '@/components/route-error'
import { pageMeta } from '@/components/seo/meta'
import { CheckoutView } from '@/features/quote/components/checkout-view'

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(
    { matches, location },
    {
      title: msg`Request a Quote`,
      description: msg`Send your cart as a quote request: we reply with a detailed quote within 48 hours.`,
      path: '/checkout',
      // Shows the visitor's own cart: nothing for a search engine.
      noindex: true,
    },
  )
}

export default function Page() {
  const settings = useSiteSettings()
  return <CheckoutView whatsapp={settings.whatsapp} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
