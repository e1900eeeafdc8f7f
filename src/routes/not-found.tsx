import type { Route } from './+types/not-found'
import { msg } from '@lingui/core/macro'
import { pageMeta } from '@/components/seo/meta'
import { NotFoundPage } from '@/components/not-found-page'

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(
    { matches, location },
    {
      title: msg`Page not found`,
      description: msg`The page you are looking for does not exist.`,
      path: '/404',
      noindex: true,
    },
  )
}

export default function NotFound() {
  return <NotFoundPage />
}
