import { useState } from 'react'
import { useLocation, useNavigate, useNavigation } from 'react-router'
import type { CatalogueCard } from '@/lib/queries'
import { catalogueSearch, parseCategory, type CatalogueCategory } from './category'
import { filterProducts, parseQuery } from './search'
import { useHydrated } from '@/lib/hydration'

export interface CatalogueData {
  /** The category the list was fetched for ('All' holds every product). */
  category: CatalogueCategory
  products: CatalogueCard[]
}

/**
 * What the catalogue shows. The pre-rendered HTML (and so hydration) shows the list it was built
 * with; from then on the address decides. A category being fetched shows at once: highlighted,
 * with its cards taken from the last full list seen (the pre-rendered one at least) until the
 * fresh answer replaces them, or skeletons when there is no such list. Every list is filtered by
 * the chosen category too, so an answer that arrives late never shows another category.
 */
export function useCatalogueView(data: CatalogueData) {
  const hydrated = useHydrated()
  const location = useLocation()
  const navigation = useNavigation()
  const navigate = useNavigate()

  const [fullList, setFullList] = useState(data.category === 'All' ? data.products : null)
  if (data.category === 'All' && data.products !== fullList) setFullList(data.products)

  const pendingHere = navigation.state === 'loading' && navigation.location.pathname === location.pathname
  const search = pendingHere ? navigation.location.search : location.search
  const params = new URLSearchParams(hydrated ? search : '')
  const category = hydrated ? parseCategory(params.get('category')) : data.category
  const query = parseQuery(params.get('q'))

  const list = data.category === category || data.category === 'All' ? data.products : fullList
  const products = list ? filterProducts(list, category, query) : null

  function setQuery(next: string) {
    // Typing replaces the history entry: back returns to the previous category, not letter by letter.
    void navigate({ search: catalogueSearch(category, next) }, { replace: true, preventScrollReset: true })
  }

  return { category, query, products, setQuery }
}
