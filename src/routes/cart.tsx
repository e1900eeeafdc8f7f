import type { Route } from './+types/cart'
import { msg } from '@lingui/core/macro'
import { useSiteSettings } from '@/components/layout/site-layout'
import { RouteError } from '@/components/route-error'
import { pageMeta } from '@/components/seo/meta'
import { CartView } from '@/features/cart/components/cart-view'
import { SamplesCartNote } from '@/features/samples/components/samples-cart-note'

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(
    { matches, location },
    {
      title: msg`Your Cart`,
      description: msg`Your shopping cart: check quantities, then request a quote or send your order on WhatsApp.`,
      path: '/cart',
      // A cart is personal and lives in the browser: nothing for a search engine.
    },
  )
}

export default function Page() {
  const settings = useSiteSettings()
  return <CartView whatsapp={settings.whatsapp} note={<SamplesCartNote />} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
