import { useEffect } from 'react'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { Currency } from '@/lib/format'
import { safeLocalStorage } from '@/lib/safe-storage'
import { useHydrated } from '@/lib/hydration'

export const CURRENCY_STORAGE_KEY = 'currency'
export const CURRENCIES: readonly Currency[] = ['INR', 'USD']

interface CurrencyState {
  currency: Currency
  setCurrency: (currency: Currency) => void
}

/** What comes back from storage is checked: anything but 'USD' means the default, INR. */
export function repairStoredCurrency(stored: unknown): Currency {
  const value = stored && typeof stored === 'object' && 'currency' in stored ? stored.currency : null
  return value === 'USD' ? 'USD' : 'INR'
}

/** The buyer's display currency, remembered across visits under its own localStorage key. */
export const useCurrencyStore = create<CurrencyState>()(
  persist(
    (set) => ({
      currency: 'INR',
      setCurrency: (currency) => set({ currency }),
    }),
    {
      name: CURRENCY_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (s) => ({ currency: s.currency }),
      skipHydration: true,
      migrate: (persisted) => ({ currency: repairStoredCurrency(persisted) }),
      merge: (persisted, current) => ({ ...current, currency: repairStoredCurrency(persisted) }),
    },
  ),
)

let rehydrated = false

/**
 * The currency to show: INR in the pre-rendered HTML and during hydration, then the saved choice.
 * The first component to mount loads the saved choice; later ones reuse it.
 */
export function useDisplayCurrency(): Currency {
  const hydrated = useHydrated()
  const currency = useCurrencyStore((s) => s.currency)
  useEffect(() => {
    if (rehydrated) return
    rehydrated = true
    void useCurrencyStore.persist.rehydrate()
  }, [])
  return hydrated ? currency : 'INR'
}

/** A usable INR→USD rate, or null (then only rupees are offered). */
export function usableRate(rate: unknown): number | null {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 && rate < 1 ? rate : null
}
