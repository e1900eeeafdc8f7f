import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useMatches } from 'react-router'

/**
 * Keeps the buyer's place when the fresh content arrives after hydration.
 *
 * React Router treats the loaders it runs at hydration (each route's `clientLoader`, the content
 * refresh: lib/route-data.ts) as the end of the first navigation: when they finish, its
 * `<ScrollRestoration>` puts the page back at the top, or at the position saved for it. On a slow
 * connection, or when the refresh commits only once a section hydrated later is ready
 * (docs/decisions/023), the buyer has often started to scroll by then, and the page jumped to the top.
 *
 * Rendered after `<ScrollRestoration>`, this component's layout effect runs right after that reset,
 * in the same commit, before anything is painted: if the page moved, it goes back to where the buyer
 * last scrolled it. Only for that first refresh of the page the visit started on; every navigation's
 * scrolling stays React Router's.
 */
export function KeepScrollOnFirstRefresh() {
  const location = useLocation()
  const matches = useMatches()
  const first = useRef<{ key: string; matches: typeof matches; done: boolean } | null>(null)
  const lastY = useRef(0)

  // Where the buyer has the page: read from scroll events, so it is the place before any reset.
  useEffect(() => {
    lastY.current = window.scrollY
    const onScroll = () => {
      if (!first.current?.done) lastY.current = window.scrollY
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useLayoutEffect(() => {
    const page = (first.current ??= { key: location.key, matches, done: false })
    if (page.done || page.matches === matches) return
    page.done = true
    // A navigation: React Router's to handle.
    if (location.key !== page.key) return
    if (Math.abs(window.scrollY - lastY.current) > 1) window.scrollTo(0, lastY.current)
  }, [location.key, matches])
  return null
}
