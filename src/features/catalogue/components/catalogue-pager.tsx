import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import type { CatalogueCategory } from '../category'
import { catalogueHref, pageCount } from '../catalogue-pages'

/** Page numbers shown either side of the current one; the first and last are always shown. */
const NEAR = 2

/** The pages worth a link: first, last and those near `page`, with null where some are left out. */
export function pagerItems(page: number, pages: number): (number | null)[] {
  const items: (number | null)[] = []
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= NEAR) items.push(n)
    else if (items.at(-1) !== null) items.push(null)
  }
  return items
}

/** Plain links to the other pages of the list: crawlable, and they work before the scripts have loaded. */
export function CataloguePager({ category, page, total, query }: { category: CatalogueCategory; page: number; total: number; query: string }) {
  const { t } = useLingui()
  const pages = pageCount(total)
  if (pages <= 1) return null
  const href = (n: number) => catalogueHref({ category, page: n, query })
  return (
    <nav className="catalogue-pager" aria-label={t`Catalogue pages`}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="catalogue-pager-step">
          <Trans>Previous</Trans>
        </Link>
      ) : null}
      <ol>
        {pagerItems(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={t`Page ${n}`}>
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className="catalogue-pager-step">
          <Trans>Next</Trans>
        </Link>
      ) : null}
    </nav>
  )
}
