import type { Route } from './+types/not-found'
import { pageMeta } from '@/components/seo/meta'
import { NotFoundPage } from '@/components/not-found-page'

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(
    { matches, location },
    {
      title: 'Page not found',
      description: 'The page you are looking for does not exist.',
      path: '/404',
      noindex: true,
    },
  )
}

export default function NotFound() {
  return <NotFoundPage />
}
