import { useEffect, useState } from 'react'
import type { CatalogueCard } from '@/lib/queries'
import type { CatalogueCategory } from './category'
import { useLanguage } from '@/lib/i18n'
import { loadAgain } from '@/lib/load-again'
import type { Language } from '../../../shared/languages'

/** Each category's whole list, asked for once per visit (a visit reads one language), the first time it is searched. */
const lists = new Map<CatalogueCategory, Promise<CatalogueCard[]>>()

function loadList(category: CatalogueCategory, language: Language): Promise<CatalogueCard[]> {
  let list = lists.get(category)
  if (!list) {
    list = loadAgain(() => import('./api/products')).then((api) => api.fetchProducts(category, language))
    // A failed answer is asked for again on the next search.
    list.catch(() => lists.delete(category))
    lists.set(category, list)
  }
  return list
}

/** Null while loading; 'unavailable' when the content server could not give it. */
export function useSearchList(category: CatalogueCategory | null): CatalogueCard[] | 'unavailable' | null {
  const language = useLanguage()
  const [loaded, setLoaded] = useState<{ category: CatalogueCategory; list: CatalogueCard[] | 'unavailable' } | null>(null)
  useEffect(() => {
    if (category === null || loaded?.category === category) return
    let current = true
    loadList(category, language).then(
      (list) => current && setLoaded({ category, list }),
      () => current && setLoaded({ category, list: 'unavailable' }),
    )
    return () => void (current = false)
  }, [category, language, loaded])
  return category !== null && loaded?.category === category ? loaded.list : null
}
