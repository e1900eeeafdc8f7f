import { lazy, Suspense, type ComponentProps } from 'react'

const StaleNotice = lazy(() => import('./stale-notice').then((m) => ({ default: m.StaleNotice })))

/**
 * The stale-content notice, whose code loads only when it is shown: after hydration, when the
 * refresh could not reach the content server. Pre-rendered data is never stale, so the page's
 * first load does without it.
 */
export function LazyStaleNotice(props: ComponentProps<typeof StaleNotice>) {
  return (
    <Suspense fallback={null}>
      <StaleNotice {...props} />
    </Suspense>
  )
}
