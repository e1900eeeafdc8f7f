import type { StateStorage } from 'zustand/middleware'

// Blocked site data makes reading localStorage throw and a full quota setItem: nothing here throws.
export type Stored<T> = { ok: true; value: T } | { ok: false }

/** `act` on localStorage, or `{ ok: false }` when the browser refused it. */
export function withStorage<T>(act: (storage: Storage) => T): Stored<T> {
  try {
    return { ok: true, value: act(window.localStorage) }
  } catch {
    return { ok: false }
  }
}

/** localStorage that never throws, for what may simply last for the visit when it cannot be kept (zustand's persist takes it as it is). */
export const safeLocalStorage = {
  getItem(name: string): string | null {
    const read = withStorage((s) => s.getItem(name))
    return read.ok ? read.value : null
  },
  setItem(name: string, value: string): void {
    withStorage((s) => s.setItem(name, value))
  },
  removeItem(name: string): void {
    withStorage((s) => s.removeItem(name))
  },
} satisfies StateStorage
