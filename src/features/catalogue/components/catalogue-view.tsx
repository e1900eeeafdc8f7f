import { Activity } from 'react'
import { useLingui } from '@lingui/react'
import type { CatalogueCard } from '@/lib/queries'
import { Trans, Plural } from '@lingui/react/macro'
import type { CatalogueData } from '../use-catalogue-view'
import { CATEGORY_NAMES } from '../category-names'
import { useCatalogueView } from '../use-catalogue-view'
import { CatalogueSearch } from './catalogue-search'
import { CataloguePager } from './catalogue-pager'
import { CategoryNav } from './category-nav'
import { CurrencySwitch } from './currency-switch'
import { ProductGrid, ProductGridSkeleton } from './product-grid'
import { StaleNotice } from './stale-notice'
import { WholeListButton } from './whole-list-button'

export function CatalogueView({ data, stale }: { data: CatalogueData; stale: boolean }) {
  const { category, page, query, total, products, setQuery } = useCatalogueView(data)
  const pageShown = products === data.products
  const { i18n } = useLingui()
  return (
    <main className="container page catalogue">
      <header className="catalogue-header">
        <h1>
          <Trans>Our Products</Trans>
        </h1>
        <p className="catalogue-subtitle">
          <Trans>Premium quality spices and blends for every kitchen</Trans>
        </p>
      </header>
      {stale ? <StaleNotice /> : null}
      <div className="catalogue-layout">
        <CategoryNav selected={category} query={query} />
        <section className="catalogue-results" aria-labelledby="catalogue-results-heading" aria-busy={products === null}>
          <div className="catalogue-toolbar">
            <h2 id="catalogue-results-heading" className="catalogue-results-heading">
              {i18n._(CATEGORY_NAMES[category])}{' '}
              <span className="catalogue-count" aria-live="polite">
                {total !== null ? <ProductCount total={total} /> : <Trans>Loading products…</Trans>}
              </span>
            </h2>
            <CatalogueSearch query={query} onQueryChange={setQuery} />
            <CurrencySwitch />
            <WholeListButton category={category} />
          </div>
          {/* The page's own cards stay mounted, hidden, while a search shows its matches: clearing the search shows them again without making them anew. */}
          <Activity mode={pageShown ? 'visible' : 'hidden'}>
            <Results products={data.products} query="" />
          </Activity>
          {pageShown ? null : <Results products={products} query={query} />}
          {total !== null ? <CataloguePager category={category} page={page} total={total} query={query} /> : null}
        </section>
      </div>
    </main>
  )
}

function Results({ products, query }: { products: readonly CatalogueCard[] | null; query: string }) {
  if (products === null) return <ProductGridSkeleton />
  return products.length > 0 ? <ProductGrid products={products} /> : <EmptyResult query={query} />
}

function ProductCount({ total }: { total: number }) {
  return <Plural value={total} one="(# product)" other="(# products)" />
}

function EmptyResult({ query }: { query: string }) {
  const text = query.trim()
  return (
    <p className="catalogue-empty">
      {text ? (
        <Trans>No products match “{text}” in this category. Try another word or clear the search.</Trans>
      ) : (
        <Trans>No products found in this category</Trans>
      )}
    </p>
  )
}
