import { useMemo, useState } from 'react'
import { useLocation, useNavigation, type Location } from 'react-router'
import type { CatalogueCard } from '@/lib/queries'
import type { CatalogueCategory } from './category'
import { catalogueHref, PAGE_SIZE, pageSlice, parseCatalogueUrl } from './catalogue-pages'
import { filterProducts } from './search'
import { useSearchList } from './use-search-list'
import { useHydrated } from '@/lib/hydration'
import { useLanguage } from '@/lib/i18n'
import { localHref, useLocalNavigate } from '@/lib/local-link'

export interface CatalogueData {
  category: CatalogueCategory
  /** 1-based page of the category. */
  page: number
  /** How many products the category holds (on every page). */
  total: number
  /** This page's products. */
  products: CatalogueCard[]
  /** The catalogue's state the page was made from (src/routes/products.tsx). */
  revision: { count: number; updated: string | null }
}

function urlOf(location: { pathname: string; search: string }): URL {
  return new URL(location.pathname + location.search, 'http://catalogue.invalid')
}

/** The built page until hydration, then the data with the search on top (docs/decisions/035, 036). */
export function useCatalogueView(data: CatalogueData) {
  const hydrated = useHydrated()
  const location = useLocation()
  const navigation = useNavigation()
  const navigate = useLocalNavigate()
  const language = useLanguage()
  // What was typed, for the router location it was typed on: a back, forward or link brings the address's search back.
  const [typed, setTyped] = useState<{ at: Location; query: string } | null>(null)

  const pending = hydrated && navigation.state === 'loading' ? parseCatalogueUrl(urlOf(navigation.location)) : null
  const here = hydrated ? parseCatalogueUrl(urlOf(location)) : null
  const typing = pending === null && typed?.at === location ? typed.query : null
  const query = typing ?? (pending ?? here)?.query ?? ''
  const category = pending?.category ?? data.category
  const page = pending?.page ?? (typing !== null ? 1 : query ? (here?.page ?? 1) : data.page)
  const waiting = pending !== null && (pending.category !== data.category || (!query && pending.page !== data.page))

  const searchList = useSearchList(query && !waiting ? category : null)
  // Without the whole list (the content server is down) the search covers the page in hand.
  const searched = searchList === 'unavailable' ? data.products : searchList
  const matches = useMemo(() => (query && searched ? filterProducts(searched, category, query) : null), [searched, category, query])

  let total: number | null = data.total
  let products: readonly CatalogueCard[] | null = data.products
  if (waiting) {
    total = null
    products = null
  } else if (query) {
    total = matches ? matches.length : null
    products = matches ? matches.slice(pageSlice(page).start, pageSlice(page).end) : null
  }

  function setQuery(next: string) {
    const href = catalogueHref({ category, query: next })
    // Mid-navigation, or cleared on a page the data is not for: the router fetches what the address needs.
    if (pending !== null || (!next.trim() && data.page !== 1)) {
      setTyped(null)
      void navigate(href, { replace: true, preventScrollReset: true })
      return
    }
    setTyped({ at: location, query: next })
    // A keystroke writes the address without a router navigation, which would render every route on the page again.
    // Replacing keeps the router's history entry (its state), so back returns to the previous page, not letter by letter.
    window.history.replaceState(window.history.state, '', localHref(href, language))
  }

  return { category, page, query, total, products, setQuery, pageSize: PAGE_SIZE }
}
