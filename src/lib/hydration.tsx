import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react'

/**
 * Whether React has taken over the pre-rendered page. False in the HTML and while React hydrates
 * it; true from the first render after that, and for everything that mounts later.
 *
 * Whatever the HTML could not know (the address's query string, the saved cart and currency,
 * randomness) is rendered only when this is true, so hydration always matches. The flag turns
 * true inside a transition, so the components that change with it re-render in slices React can
 * interrupt, not in one long task right after hydration (a `useSyncExternalStore` with a
 * different server snapshot would force exactly that synchronous re-render of every card).
 */
const HydratedContext = createContext(false)

export function useHydrated(): boolean {
  return use(HydratedContext)
}

/**
 * Provides the flag at the root. Effects of children (loading the saved cart, the saved
 * currency) run before this one, so they are in place when the flag turns true. When the
 * flag's render has committed, `<html data-hydrated="true">` says the page is interactive.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    startTransition(() => setHydrated(true))
  }, [])
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true'
  }, [hydrated])
  return <HydratedContext value={hydrated}>{children}</HydratedContext>
}
