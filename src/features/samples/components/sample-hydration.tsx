import { useEffect } from 'react'
import { SAMPLES_STORAGE_KEY, useSamples } from '../store'

/** Loads the saved sample list after the first render and keeps open tabs in step. */
export function SampleHydration() {
  useEffect(() => {
    void useSamples.persist.rehydrate()
    const onStorage = (event: StorageEvent) => {
      if (event.key === SAMPLES_STORAGE_KEY || event.key === null) void useSamples.persist.rehydrate()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  return null
}
