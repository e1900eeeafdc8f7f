import { useCallback, useEffect, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import { fetchCurrentProducts } from './api/current-products'
import { cartTotal, type CartLine } from './cart-rules'
import { useCart, useCartHydrated } from './store'
import type { Language } from '../../../shared/languages'

const NOTHING_CHECKED: ReadonlyMap<number, boolean> = new Map()

/** 'checking' while the catalogue is asked; 'stale' when it could not be reached. */
export type Pricing = 'checking' | 'current' | 'stale'

export interface RepricedCart {
  /** False until the saved cart is read: render nothing cart-dependent before. */
  hydrated: boolean
  lines: CartLine[]
  unavailable: ReadonlySet<number>
  available: CartLine[]
  total: number
  pricing: Pricing
  retry: () => void
}

/** Which products were asked about, in which language. */
interface Checked {
  language: Language
  exists: ReadonlyMap<number, boolean>
}

/** Names (in the page's language) and prices refreshed from the catalogue, each product asked about once per page visit and language. */
export function useRepricedCart(): RepricedCart {
  const hydrated = useCartHydrated()
  const lines = useCart((s) => s.lines)
  const language = useLanguage()
  const [checked, setChecked] = useState<Checked>(() => ({ language, exists: new Map() }))
  // Another language asks again, so the names follow the page.
  const exists = checked.language === language ? checked.exists : NOTHING_CHECKED
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const uncheckedKey = hydrated
    ? lines
        .filter((l) => !exists.has(l.id))
        .map((l) => l.id)
        .join(',')
    : ''

  useEffect(() => {
    if (!uncheckedKey) return
    const ids = uncheckedKey.split(',').map(Number)
    let cancelled = false
    fetchCurrentProducts(ids, language).then(
      (found) => {
        if (cancelled) return
        useCart.getState().reprice(found)
        const foundIds = new Set(found.map((p) => p.id))
        const answers = ids.map((id) => [id, foundIds.has(id)] as const)
        setChecked((prev) => ({ language, exists: new Map([...(prev.language === language ? prev.exists : []), ...answers]) }))
        setFailed(false)
      },
      () => {
        if (!cancelled) setFailed(true)
      },
    )
    return () => {
      cancelled = true
    }
  }, [uncheckedKey, attempt, language])

  const retry = useCallback(() => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }, [])
  const unavailable = new Set(lines.filter((l) => exists.get(l.id) === false).map((l) => l.id))
  const pricing: Pricing = !uncheckedKey ? 'current' : failed ? 'stale' : 'checking'
  return {
    hydrated,
    lines,
    unavailable,
    available: lines.filter((l) => !unavailable.has(l.id)),
    total: cartTotal(lines, unavailable),
    pricing,
    retry,
  }
}
