import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import type { CatalogueCard } from '@/lib/queries'
import { FEATURED_COUNT, pickFeatured, seededRandom, spreadPick } from '../featured'
import { useHydrated } from '@/lib/hydration'
import { ProductGrid } from './product-grid'

/**
 * The fixed pick of the HTML until this visit's products have arrived (`fresh`), then a random one
 * seeded once per visit so later renders keep it: the cards change once, not again under the buyer's finger.
 */
export function FeaturedProducts({ products, fresh }: { products: readonly CatalogueCard[]; fresh: boolean }) {
  const visit = useHydrated() && fresh
  const [seed] = useState(() => Math.floor(Math.random() * 2 ** 32))
  const shown = visit ? pickFeatured(products, FEATURED_COUNT, seededRandom(seed)) : spreadPick(products, FEATURED_COUNT)
  if (products.length === 0) return null
  return (
    // data-pick: 'fixed' as in the HTML, 'visit' once this visit's random pick shows (tests wait for it).
    <section className="featured" aria-labelledby="featured-heading" data-pick={visit ? 'visit' : 'fixed'}>
      <div className="container">
        <div className="section-head">
          <h2 id="featured-heading">
            <Trans>Featured Products</Trans>
          </h2>
          <Link to="/products" className="button button-secondary">
            <Trans>View All Products</Trans>
          </Link>
        </div>
        <ProductGrid products={shown} eagerImages={0} />
      </div>
    </section>
  )
}
