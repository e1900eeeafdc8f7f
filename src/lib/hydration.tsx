import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react'

// The flag turns true in a transition, in slices React can interrupt; the store's identity never changes (docs/decisions/009).
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

/** Children's effects (saved cart, currency) run first, so they are in place when the flag turns true. */
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
