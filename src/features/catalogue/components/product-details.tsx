import { Link } from '@/lib/local-link'
import { StarRating } from '@/components/ui/star-rating'
import { CartToggle } from '@/features/cart'
import { SampleToggle, sampleOf } from '@/features/samples'
import { clean } from '@/lib/presentation'
import { useFallbackMark } from '@/lib/use-fallback'
import type { ProductDetail } from '@/lib/queries'
import { badgeClass, descriptionText } from '../badge'
import { toCartLine } from '../cart-line'
import { catalogueHref } from '../catalogue-pages'
import { quoteHref } from '../links'
import { CurrencySwitch } from './currency-switch'
import { Price } from './price'
import { ProductImage } from './product-image'
import { ProductSpecification } from './specification-section'
import { StaleNotice } from './stale-notice'
import '../catalogue.css'

export function ProductDetails({ product, stale, today }: { product: ProductDetail; stale: boolean; today: string }) {
  const sample = sampleOf(clean(product))
  const mark = useFallbackMark()
  const { name, description, badge } = product.local
  return (
    <main className="container page product-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/products">Products</Link>
          </li>
          <li>
            <Link to={catalogueHref({ category: product.category })}>{product.category}</Link>
          </li>
          <li aria-current="page" {...mark(name)}>
            {name.text}
          </li>
        </ol>
      </nav>
      {stale ? <StaleNotice /> : null}
      <div className="product-detail">
        <div className="product-detail-media">
          <ProductImage
            image={product.image}
            alt={product.image?.alt || product.name}
            width={560}
            aspect={1}
            sizes="(min-width: 1200px) 560px, (min-width: 900px) 46vw, 100vw"
            eager
            priority
          />
          {product.badge ? (
            <span className={badgeClass(product.badge)} {...mark(badge)}>
              {badge.text}
            </span>
          ) : null}
        </div>
        <div className="product-detail-info">
          <p className="product-detail-category">{product.category}</p>
          <h1 {...mark(name)}>{name.text}</h1>
          <StarRating rating={product.rating} />
          <ProductFacts product={product} />
          <CurrencySwitch />
          <p className="product-detail-desc" {...mark(description)}>
            {descriptionText(description.text)}
          </p>
          <div className="product-detail-actions">
            <CartToggle line={toCartLine(product, product.packSize)} />
            <Link to={quoteHref(clean(product.name))} className="button button-secondary">
              Request a bulk quote
            </Link>
          </div>
          {sample ? (
            <p className="product-detail-sample">
              Free sample of {sample.sampleSize} for business buyers. <SampleToggle item={sample} />
            </p>
          ) : null}
        </div>
      </div>
      <ProductSpecification product={product} today={today} />
    </main>
  )
}

function ProductFacts({ product }: { product: ProductDetail }) {
  return (
    <dl className="product-facts">
      <div>
        <dt>Household price</dt>
        <dd>
          <Price amountInr={product.price} className="product-price-main" source={{ id: product._id, type: 'product', path: 'price' }} />
          {product.packSize ? <span className="product-facts-unit"> per {product.packSize}</span> : null}
        </dd>
      </div>
      <div>
        <dt>Bulk price</dt>
        <dd>
          <Price amountInr={product.bulkPrice} source={{ id: product._id, type: 'product', path: 'bulkPrice' }} />
          <span className="product-facts-unit"> per kg</span>
        </dd>
      </div>
      {product.packSize ? (
        <div>
          <dt>Pack size</dt>
          <dd>{product.packSize}</dd>
        </div>
      ) : null}
      {product.minOrderKg ? (
        <div>
          <dt>Minimum order</dt>
          <dd>{product.minOrderKg} kg</dd>
        </div>
      ) : null}
      {product.origin ? (
        <div>
          <dt>Origin</dt>
          <dd>{product.origin}</dd>
        </div>
      ) : null}
    </dl>
  )
}
