import type { StateStorage } from 'zustand/middleware'

/**
 * localStorage that never throws: with site data blocked, reading the property itself throws,
 * and a full quota makes setItem throw. Preferences then simply last for the visit.
 */
export const safeLocalStorage: StateStorage = {
  getItem(name) {
    try {
      return window.localStorage.getItem(name)
    } catch {
      return null
    }
  },
  setItem(name, value) {
    try {
      window.localStorage.setItem(name, value)
    } catch {
      // Not saved: the value stays in memory for this visit.
    }
  },
  removeItem(name) {
    try {
      window.localStorage.removeItem(name)
    } catch {
      // Nothing stored that could be removed.
    }
  },
}
