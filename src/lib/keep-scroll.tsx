import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useMatches } from 'react-router'

/** Undoes ScrollRestoration's jump to the top when the first refresh lands after the buyer scrolled. */
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
    if (location.key !== page.key) return
    if (Math.abs(window.scrollY - lastY.current) > 1) window.scrollTo(0, lastY.current)
  }, [location.key, matches])
  return null
}
