import { useEffect, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import type { Language } from '../../../shared/languages'
import { fetchCurrentNames } from './api/current-names'
import type { SampleItem } from './sample-rules'
import { useSamples } from './store'

interface Asked {
  language: Language
  ids: ReadonlySet<number>
}

const NONE: ReadonlySet<number> = new Set()

/** Renames the listed samples into the page's language, each product asked about once per page visit and language. */
export function useLocalizedSamples(hydrated: boolean, items: readonly SampleItem[]): void {
  const language = useLanguage()
  const [asked, setAsked] = useState<Asked>(() => ({ language, ids: NONE }))
  const askedIds = asked.language === language ? asked.ids : NONE
  const key = hydrated
    ? items
        .filter((i) => !askedIds.has(i.id))
        .map((i) => i.id)
        .join(',')
    : ''

  useEffect(() => {
    if (!key) return
    const ids = key.split(',').map(Number)
    let cancelled = false
    const done = () => {
      if (!cancelled) setAsked((prev) => ({ language, ids: new Set([...(prev.language === language ? prev.ids : []), ...ids]) }))
    }
    fetchCurrentNames(ids, language).then(
      (found) => {
        if (!cancelled) useSamples.getState().rename(found)
        done()
      },
      // Offline the names stay as saved, each marked with its own language.
      done,
    )
    return () => {
      cancelled = true
    }
  }, [key, language])
}
