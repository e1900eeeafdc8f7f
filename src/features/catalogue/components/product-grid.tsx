import type { CatalogueCard as Product } from '@/lib/queries'
import { ProductCard, ProductCardSkeleton } from './product-card'

/** Images of the first row (up to 4 across) are above the fold on most screens. */
const EAGER_IMAGES = 4
const SKELETON_CARDS = 8

interface ProductGridProps {
  products: readonly Product[]
  headingLevel?: 2 | 3
  /** How many images load at once; a grid below the fold (the home page's) wants none. */
  eagerImages?: number
}

export function ProductGrid({ products, headingLevel, eagerImages = EAGER_IMAGES }: ProductGridProps) {
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <li key={p._id}>
          <ProductCard product={p} eager={i < eagerImages} priority={i === 0 && eagerImages > 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

export function ProductGridSkeleton() {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  )
}
