import type { Route } from './+types/samples'
import { msg } from '@lingui/core/macro'
import { RouteError } from '@/components/route-error'
import { pageMeta } from '@/components/seo/meta'
import { SamplesView } from '@/features/samples/components/samples-view'

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(
    { matches, location },
    {
      title: msg`Request Samples`,
      description: msg`Request free samples of up to five of our spices and makhana before your first bulk order.`,
      path: '/samples',
      // Shows the visitor's own sample list: nothing for a search engine.
      noindex: true,
    },
  )
}

export default function Page() {
  return <SamplesView />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
