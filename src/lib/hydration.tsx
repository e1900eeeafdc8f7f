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
 *
 * The context holds a small store whose identity never changes, and each reader keeps the flag in
 * its own state: a changing context value would reach every Suspense boundary still holding server
 * HTML below it (the home page's sections, hydrated later: docs/decisions/023), and React would hold
 * the flag's transition until each of them had hydrated.
 */
interface HydrationStore {
  hydrated: boolean
  readonly listeners: Set<() => void>
}

const newStore = (): HydrationStore => ({ hydrated: false, listeners: new Set() })

/** Outside any boundary (a component rendered on its own in a unit test) the flag stays false. */
const HydrationContext = createContext<HydrationStore>(newStore())

export function useHydrated(): boolean {
  const store = use(HydrationContext)
  const [hydrated, setHydrated] = useState(store.hydrated)
  useEffect(() => {
    if (hydrated) return
    const flip = () => setHydrated(true)
    store.listeners.add(flip)
    // Turned true between this component's render and this effect.
    if (store.hydrated) startTransition(flip)
    return () => void store.listeners.delete(flip)
  }, [store, hydrated])
  return hydrated
}

/** Whether the component mounted after hydration (a navigation), not during it; never changes. */
export function useHydratedAtMount(): boolean {
  const store = use(HydrationContext)
  const [atMount] = useState(store.hydrated)
  return atMount
}

/**
 * Provides a flag that turns true, in one transition for all its readers, once the tree inside has
 * committed. Effects of children (loading the saved cart, the saved currency) run before this one,
 * so they are in place when the flag turns true. The root has one (HydrationBoundary); so does each
 * section hydrated later (DeferredHydration), whose readers hydrate after the root's flag is true
 * and must still render the HTML's state first.
 */
export function HydrationScope({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  const [store] = useState(newStore)
  useEffect(() => {
    startTransition(() => {
      store.hydrated = true
      for (const flip of store.listeners) flip()
    })
    onHydrated?.()
  }, [store, onHydrated])
  return <HydrationContext value={store}>{children}</HydrationContext>
}

/** The root's flag. When its render has committed, `<html data-hydrated="true">` says the page is interactive. */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <HydrationScope>
      <HydratedMark />
      {children}
    </HydrationScope>
  )
}

function HydratedMark() {
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true'
  }, [hydrated])
  return null
}
