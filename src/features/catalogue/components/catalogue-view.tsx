import type { CatalogueData } from '../use-catalogue-view'
import { useCatalogueView } from '../use-catalogue-view'
import { productCountLabel } from '../search'
import { CatalogueSearch } from './catalogue-search'
import { CataloguePager } from './catalogue-pager'
import { CategoryNav } from './category-nav'
import { CurrencySwitch } from './currency-switch'
import { ProductGrid, ProductGridSkeleton } from './product-grid'
import { StaleNotice } from './stale-notice'

export function CatalogueView({ data, stale }: { data: CatalogueData; stale: boolean }) {
  const { category, page, query, total, products, setQuery } = useCatalogueView(data)
  return (
    <main className="container page catalogue">
      <header className="catalogue-header">
        <h1>Our Products</h1>
        <p className="catalogue-subtitle">Premium quality spices and blends for every kitchen</p>
      </header>
      {stale ? <StaleNotice /> : null}
      <div className="catalogue-layout">
        <CategoryNav selected={category} query={query} />
        <section className="catalogue-results" aria-labelledby="catalogue-results-heading" aria-busy={products === null}>
          <div className="catalogue-toolbar">
            <h2 id="catalogue-results-heading" className="catalogue-results-heading">
              {category}{' '}
              <span className="catalogue-count" aria-live="polite">
                {total !== null ? productCountLabel(total) : 'Loading products…'}
              </span>
            </h2>
            <CatalogueSearch query={query} onQueryChange={setQuery} />
            <CurrencySwitch />
          </div>
          {products === null ? <ProductGridSkeleton /> : products.length > 0 ? <ProductGrid products={products} /> : <EmptyResult query={query} />}
          {total !== null ? <CataloguePager category={category} page={page} total={total} query={query} /> : null}
        </section>
      </div>
    </main>
  )
}

function EmptyResult({ query }: { query: string }) {
  const text = query.trim()
  return (
    <p className="catalogue-empty">
      {text ? `No products match “${text}” in this category. Try another word or clear the search.` : 'No products found in this category'}
    </p>
  )
}
