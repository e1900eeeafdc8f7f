import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { safeLocalStorage } from '@/lib/safe-storage'
import { useHydrated } from '@/lib/hydration'
import { addSample, removeSample, renameSamples, repairStoredSamples, type AddOutcome, type CurrentName, type SampleItem } from './sample-rules'

export const SAMPLES_STORAGE_KEY = 'samples'
export const SAMPLES_STORAGE_VERSION = 1

export interface SamplesState {
  items: readonly SampleItem[]
  /** Adds `item` unless it is listed already or the list is full; says which. */
  add: (item: SampleItem) => AddOutcome
  remove: (id: number) => void
  clear: () => void
  /** Takes the products' current names (English and in the page's language). */
  rename: (current: readonly CurrentName[]) => void
}

/** Hydration is skipped at creation, as for the cart, so the HTML and the first render agree. */
export const useSamples = create<SamplesState>()(
  persist(
    (set, get, api) => {
      // A click that lands before the saved list was read must not overwrite it: read it first.
      const ready = () => {
        if (!api.persist.hasHydrated()) void api.persist.rehydrate()
      }
      return {
        items: [],
        add: (item) => {
          ready()
          const { items, outcome } = addSample(get().items, item)
          if (items !== get().items) set({ items })
          return outcome
        },
        remove: (id) => {
          ready()
          const items = removeSample(get().items, id)
          if (items !== get().items) set({ items })
        },
        clear: () => {
          ready()
          if (get().items.length > 0) set({ items: [] })
        },
        rename: (current) => {
          ready()
          const items = renameSamples(get().items, current)
          if (items !== get().items) set({ items })
        },
      }
    },
    {
      name: SAMPLES_STORAGE_KEY,
      version: SAMPLES_STORAGE_VERSION,
      // Never throws: with storage blocked or full, the list lasts for the visit.
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (s) => ({ items: s.items }),
      skipHydration: true,
      migrate: (persisted) => ({ items: repairStoredSamples(persisted) }),
      // zustand does not validate what comes back from storage: every read is repaired here.
      merge: (persisted, current) => ({ ...current, items: repairStoredSamples(persisted) }),
    },
  ),
)

/** False until the saved list has been read (always false in the pre-rendered HTML). */
export function useSamplesHydrated(): boolean {
  const hydrated = useHydrated()
  return hydrated && useSamples.persist.hasHydrated()
}
