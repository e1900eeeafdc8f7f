import { useEffect } from 'react'
import { useLingui } from '@lingui/react'
import { useCartSaveStatus } from '../cart-storage'
import { toastUnsaved } from '../cart-toasts'
import { CART_STORAGE_KEY, useCart } from '../store'

/** Reads the saved cart after the first render, so the pre-rendered HTML and hydration agree. */
export function CartHydration() {
  const { i18n } = useLingui()
  useEffect(() => {
    void useCart.persist.rehydrate()
    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared all of the site's storage.
      if (event.key === CART_STORAGE_KEY || event.key === null) void useCart.persist.rehydrate()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  useEffect(() => {
    let warned = false
    // A failed read on load is shown on the cart page; only a change the buyer made gets a toast.
    return useCartSaveStatus.subscribe((state) => {
      if (state.writeFailed && !warned) {
        warned = true
        toastUnsaved(i18n)
      }
    })
  }, [i18n])
  return null
}
