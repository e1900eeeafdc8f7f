import { memo } from 'react'
import { Link } from '@/lib/local-link'
import { CartToggle } from '@/features/cart'
import { SampleToggle, sampleOf } from '@/features/samples'
import { clean } from '@/lib/presentation'
import { useFallbackMark } from '@/lib/use-fallback'
import type { CatalogueCard as Product } from '@/lib/queries'
import { badgeClass, descriptionText } from '../badge'
import { toCartLine } from '../cart-line'
import { productHref } from '../links'
import { DescriptionFallback } from './description-fallback'
import { Price } from './price'
import { imageAlt, ProductImage } from './product-image'
import '../catalogue.css'

/** A phone shows one card across the screen. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 260px, (min-width: 900px) 30vw, (min-width: 520px) 50vw, 100vw'

interface ProductCardProps {
  product: Product
  /** Cards in the first row load their image at once; the rest lazily. */
  eager?: boolean
  /** The first card's image is the page's largest paint on a phone: fetch it first. */
  priority?: boolean
  headingLevel?: 2 | 3
}

// Memoised so a re-rendering list does not restart hydration for each card (docs/decisions/035).
export const ProductCard = memo(function ProductCard({ product, eager = false, priority = false, headingLevel = 3 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const sample = sampleOf(clean(product))
  const mark = useFallbackMark()
  const { name, description, badge } = product.local
  return (
    <article className="product-card">
      <div className="product-card-media">
        <ProductImage
          image={product.image}
          {...imageAlt(product.image?.alt, name, mark)}
          width={320}
          aspect={4 / 3}
          sizes={CARD_IMAGE_SIZES}
          eager={eager}
          priority={priority}
        />
        {product.badge ? (
          <span className={badgeClass(product.badge)} {...mark(badge)}>
            {badge.text}
          </span>
        ) : null}
      </div>
      <div className="product-card-body">
        <Heading className="product-card-title">
          {/* The link covers the whole card (see .product-card-link::after); the toggle sits above it. */}
          <Link to={productHref(product.slug)} className="product-card-link" {...mark(name)}>
            {name.text}
          </Link>
        </Heading>
        <p className="product-card-desc" {...mark(description)}>
          {descriptionText(description.text) ?? <DescriptionFallback />}
        </p>
        <div className="product-card-footer">
          <Price amountInr={product.price} className="product-card-price" source={{ id: product._id, type: 'product', path: 'price' }} />
          <CartToggle line={toCartLine(product)} className="product-card-toggle" />
          {sample ? <SampleToggle item={sample} /> : null}
        </div>
      </div>
    </article>
  )
})

// Keeps the sample button's row, so the skeleton is the card's height.
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card-skeleton" aria-hidden="true">
      <div className="product-card-media skeleton-block" />
      <div className="product-card-body">
        <div className="product-card-title skeleton-line" />
        <div className="product-card-desc skeleton-line" />
        <div className="product-card-footer">
          <span className="skeleton-line skeleton-price" />
          <span className="skeleton-line skeleton-button" />
          <span className="button sample-toggle skeleton-line">{'\u00a0'}</span>
        </div>
      </div>
    </div>
  )
}
