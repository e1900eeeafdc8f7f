import { useEffect, useMemo } from 'react'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { useSiteSettings } from '@/components/layout/site-layout'
import { CURRENCIES, type Currency } from '@/lib/format'
import { safeLocalStorage } from '@/lib/safe-storage'
import { useHydrated } from '@/lib/hydration'
import { clean } from '@/lib/presentation'
import { todayInIndia } from '../../../shared/dates.ts'
import { currencyForRequest, rateState, type RateState, type RequestCurrency } from './exchange-rates'

export const CURRENCY_STORAGE_KEY = 'currency'

interface CurrencyState {
  currency: Currency
  setCurrency: (currency: Currency) => void
}

/** What comes back from storage is checked: anything but one of the site's currencies means the default, INR. */
export function repairStoredCurrency(stored: unknown): Currency {
  const value = stored && typeof stored === 'object' && 'currency' in stored ? stored.currency : null
  return CURRENCIES.find((c) => c === value) ?? 'INR'
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
      // Version 2 added EUR, GBP and AED; a version 1 value ('INR' or 'USD') is still valid.
      version: 2,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (s) => ({ currency: s.currency }),
      skipHydration: true,
      migrate: (persisted) => ({ currency: repairStoredCurrency(persisted) }),
      merge: (persisted, current) => ({ ...current, currency: repairStoredCurrency(persisted) }),
    },
  ),
)

let rehydrated = false

/** INR in the pre-rendered HTML and during hydration, then the saved choice. */
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

/** Judged against the browser's date, after hydration only, so the HTML never depends on the build day. */
export function useRateState(): RateState {
  const settings = useSiteSettings()
  const hydrated = useHydrated()
  // Until hydration the rates are judged on their own day, so the first client render matches the HTML.
  return useMemo(() => {
    // Dates are parsed: in the Studio's preview they are read without the invisible edit data.
    const plain = clean(settings)
    return rateState(plain, (!hydrated && plain.exchangeRatesDate) || todayInIndia())
  }, [settings, hydrated])
}

/** For quote and sample requests: the currency the buyer reads prices in, with the rate used. */
export function useRequestCurrency(): RequestCurrency {
  const chosen = useDisplayCurrency()
  const state = useRateState()
  return currencyForRequest(chosen, state)
}
