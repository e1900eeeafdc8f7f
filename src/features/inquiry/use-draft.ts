/**
 * useDraft(key, initial): state kept in localStorage while the user types, so a reload, a crash or a
 * failed send never loses it. Returns [value, setValue, clear, restored].
 * - The first render returns `initial` (as the pre-rendered HTML does); the saved draft is read after mount.
 * - What comes back from storage is checked against the shape of `initial`: unknown keys are dropped,
 *   values of another type fall back to the initial ones (storage may hold anything).
 * - `clear()` forgets the draft; call it only after a successful send.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

type Draftable = Record<string, string | number | boolean>

const PREFIX = 'draft:'

export function readDraft<T extends Draftable>(raw: string | null, initial: T): T | null {
  if (!raw) return null
  let stored: unknown
  try {
    stored = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null
  const record = stored as Record<string, unknown>
  const result: Draftable = { ...initial }
  for (const key of Object.keys(initial)) {
    if (typeof record[key] === typeof initial[key]) result[key] = record[key] as T[keyof T]
  }
  return result as T
}

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function useDraft<T extends Draftable>(
  key: string,
  initial: T,
): [value: T, setValue: React.Dispatch<React.SetStateAction<T>>, clear: () => void, restored: boolean] {
  const [value, setValue] = useState<T>(initial)
  const [restored, setRestored] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const initialRef = useRef(initial)
  const storageKey = PREFIX + key

  useEffect(() => {
    const draft = readDraft(storage()?.getItem(storageKey) ?? null, initialRef.current)
    if (draft && JSON.stringify(draft) !== JSON.stringify(initialRef.current)) {
      setValue(draft)
      setRestored(true)
    }
    setLoaded(true)
  }, [storageKey])

  useEffect(() => {
    // Before the saved draft is read, `value` is only `initial`: writing it would erase the draft.
    if (!loaded) return
    try {
      if (JSON.stringify(value) === JSON.stringify(initialRef.current)) storage()?.removeItem(storageKey)
      else storage()?.setItem(storageKey, JSON.stringify(value))
    } catch {
      // Storage full or blocked: the form still works, the draft just is not kept.
    }
  }, [loaded, storageKey, value])

  const clear = useCallback(() => {
    storage()?.removeItem(storageKey)
    setValue(initialRef.current)
    setRestored(false)
  }, [storageKey])

  return [value, setValue, clear, restored]
}
