import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useT } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { CATEGORY_NAMES } from '../category-names'
import { CATALOGUE_CATEGORIES, type CatalogueCategory } from '../category'
import { catalogueHref } from '../catalogue-pages'

/** Plain links: shareable, crawlable, and working before the scripts have loaded. */
export function CategoryNav({ selected, query }: { selected: CatalogueCategory; query: string }) {
  const list = useRef<HTMLUListElement>(null)
  const firstRun = useRef(true)
  const { i18n } = useLingui()
  const { t } = useT()

  // On a phone the list scrolls sideways: bring the chosen category into view (never the page).
  useEffect(() => {
    // On arrival the list is already at its start: measuring it would force a layout for nothing.
    const arriving = firstRun.current
    firstRun.current = false
    if (arriving && selected === CATALOGUE_CATEGORIES[0]) return
    const el = list.current
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!el || !current || el.scrollWidth <= el.clientWidth) return
    // Measured on screen, so it holds in both directions (right to left, scrollLeft counts down from 0).
    const box = el.getBoundingClientRect()
    const link = current.getBoundingClientRect()
    if (link.left < box.left) el.scrollBy({ left: link.left - box.left - 16 })
    else if (link.right > box.right) el.scrollBy({ left: link.right - box.right + 16 })
  }, [selected])

  return (
    <nav className="category-nav" aria-label={t`Product categories`}>
      <h2 className="category-nav-heading">
        <Trans>Categories</Trans>
      </h2>
      <ul ref={list}>
        {CATALOGUE_CATEGORIES.map((c) => (
          <li key={c}>
            <Link to={catalogueHref({ category: c, query })} aria-current={c === selected ? 'page' : undefined} preventScrollReset className="category-link">
              {i18n._(CATEGORY_NAMES[c])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
