import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates the pre-rendered HTML, true from then on (also for components that
 * mount later). Whatever the HTML could not know (the address's query string, localStorage,
 * randomness) is rendered only when this is true, so hydration always matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
