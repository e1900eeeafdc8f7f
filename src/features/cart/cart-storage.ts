import { create } from 'zustand'
import type { PersistStorage, StorageValue } from 'zustand/middleware'
import { withStorage } from '@/lib/safe-storage'
import { readStoredCart, type CartSnapshot } from './storage-repair'

/** 'unknown' until the first read or write; 'unavailable' once the browser refused either. */
export type CartSaveStatus = 'unknown' | 'saved' | 'unavailable'

interface SaveState {
  status: CartSaveStatus
  /** True once a change the buyer made could not be written. */
  writeFailed: boolean
}

export const useCartSaveStatus = create<SaveState>()(() => ({ status: 'unknown', writeFailed: false }))

function report(next: SaveState) {
  const current = useCartSaveStatus.getState()
  if (current.status !== next.status || current.writeFailed !== next.writeFailed) useCartSaveStatus.setState(next)
}

/** A browser that refuses storage keeps the cart in memory for the visit and flips the save status. */
export const cartStorage: PersistStorage<CartSnapshot> = {
  getItem(name) {
    const read = withStorage((s) => s.getItem(name))
    if (!read.ok) {
      report({ ...useCartSaveStatus.getState(), status: 'unavailable' })
      return null
    }
    const stored = readStoredCart(read.value)
    // An oversized, unreadable value would keep eating the quota: drop it.
    if (stored === null && read.value !== null) withStorage((s) => s.removeItem(name))
    // The state is repaired by the store's migrate and merge; zustand only needs the envelope.
    return stored as StorageValue<CartSnapshot> | null
  },
  setItem(name, value) {
    const written = withStorage((s) => s.setItem(name, JSON.stringify(value)))
    report(written.ok ? { status: 'saved', writeFailed: false } : { status: 'unavailable', writeFailed: true })
  },
  removeItem(name) {
    withStorage((s) => s.removeItem(name))
  },
}
