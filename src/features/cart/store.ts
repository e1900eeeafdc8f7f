import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { useHydrated } from '@/lib/hydration'
import { addLine, decrementLine, incrementLine, removeLine, repriceLines, type CartLine, type CurrentProduct, type NewCartLine } from './cart-rules'
import { cartStorage } from './cart-storage'
import { CART_STORAGE_VERSION, migrateCart, repairStoredCart, type CartSnapshot } from './storage-repair'

export const CART_STORAGE_KEY = 'cart'
export { CART_STORAGE_VERSION }

export interface CartState extends CartSnapshot {
  add: (line: NewCartLine) => void
  remove: (id: number) => void
  increment: (id: number) => void
  decrement: (id: number) => void
  clear: () => void
  reprice: (current: readonly CurrentProduct[]) => void
}

/** Hydration is skipped at creation so the pre-rendered HTML and the first client render agree. */
export const useCart = create<CartState>()(
  persist(
    (set, _get, api) => {
      const update = (rule: (lines: CartLine[]) => CartLine[]) => {
        // A click that lands before the saved cart was read must not overwrite it: read it first.
        if (!api.persist.hasHydrated()) void api.persist.rehydrate()
        // Rules return the same array when nothing changes: then nothing is re-rendered.
        set((s) => {
          const lines = rule(s.lines)
          return lines === s.lines ? s : { lines }
        })
      }
      return {
        lines: [],
        add: (line) => update((lines) => addLine(lines, line)),
        remove: (id) => update((lines) => removeLine(lines, id)),
        increment: (id) => update((lines) => incrementLine(lines, id)),
        decrement: (id) => update((lines) => decrementLine(lines, id)),
        clear: () => update((lines) => (lines.length === 0 ? lines : [])),
        reprice: (current) => update((lines) => repriceLines(lines, current)),
      }
    },
    {
      name: CART_STORAGE_KEY,
      version: CART_STORAGE_VERSION,
      storage: cartStorage,
      partialize: (s): CartSnapshot => ({ lines: s.lines }),
      skipHydration: true,
      migrate: migrateCart,
      // zustand does not validate what comes back from storage: every read is repaired here.
      merge: (persisted, current) => ({ ...current, lines: repairStoredCart(persisted) }),
    },
  ),
)

export function cartLineCount(state: { lines: CartLine[] }): number {
  return state.lines.length
}

// CartHydration's effect runs before the root's hydration flag turns true, so the flag alone suffices.
export function useCartHydrated(): boolean {
  const hydrated = useHydrated()
  return hydrated && useCart.persist.hasHydrated()
}
