/**
 * useDraft(key, initial): a form's values kept in localStorage while the user types, so a reload, a
 * crash or a failed send never loses them. Returns [value, setValue, clear, restored].
 * - With storage blocked or full the form works the same; only a reload starts it empty.
 * - The first render returns `initial` (as the pre-rendered HTML does); the saved draft is read in the
 *   commit that mounts (or hydrates) the form, before it paints and before any event reaches it: what
 *   the visitor typed before hydration (use-send-form.ts) is taken over after it, in the same commit.
 * - What comes back from storage is checked against the shape of `initial`: unknown keys are dropped,
 *   values of another type fall back to the initial ones (storage may hold anything).
 * - `clear()` forgets the draft; call it only after a successful send.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { safeLocalStorage } from '@/lib/safe-storage'

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

export function useDraft<T extends Draftable>(
  key: string,
  initial: T,
): [value: T, setValue: React.Dispatch<React.SetStateAction<T>>, clear: () => void, restored: boolean] {
  const [value, setValue] = useState<T>(initial)
  const [restored, setRestored] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const initialRef = useRef(initial)
  const storageKey = PREFIX + key

  useLayoutEffect(() => {
    const draft = readDraft(safeLocalStorage.getItem(storageKey), initialRef.current)
    if (draft && JSON.stringify(draft) !== JSON.stringify(initialRef.current)) {
      setValue(draft)
      setRestored(true)
    }
    setLoaded(true)
  }, [storageKey])

  useEffect(() => {
    // Before the saved draft is read, `value` is only `initial`: writing it would erase the draft.
    if (!loaded) return
    if (JSON.stringify(value) === JSON.stringify(initialRef.current)) safeLocalStorage.removeItem(storageKey)
    else safeLocalStorage.setItem(storageKey, JSON.stringify(value))
  }, [loaded, storageKey, value])

  const clear = useCallback(() => {
    safeLocalStorage.removeItem(storageKey)
    setValue(initialRef.current)
    setRestored(false)
  }, [storageKey])

  return [value, setValue, clear, restored]
}
