import { useLingui } from '@lingui/react'
import { Trans, useLingui as useT } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { formatCount } from '@/lib/format'
import { useLanguage } from '@/lib/i18n'
import { StarRating } from '@/components/ui/star-rating'
import { CartToggle } from '@/features/cart'
import { SampleToggle, sampleOf } from '@/features/samples'
import { clean } from '@/lib/presentation'
import { useFallbackMark } from '@/lib/use-fallback'
import type { ProductDetail } from '@/lib/queries'
import { badgeClass, descriptionText } from '../badge'
import { toCartLine } from '../cart-line'
import { catalogueHref } from '../catalogue-pages'
import { CATEGORY_NAMES } from '../category-names'
import { quoteHref } from '../links'
import { CurrencySwitch } from './currency-switch'
import { DescriptionFallback } from './description-fallback'
import { Price } from './price'
import { imageAlt, ProductImage } from './product-image'
import { ProductSpecification } from './specification-section'
import { StaleNotice } from './stale-notice'
import '../catalogue.css'

export function ProductDetails({ product, stale, today }: { product: ProductDetail; stale: boolean; today: string }) {
  const sample = sampleOf(clean(product))
  const { i18n } = useLingui()
  const { t } = useT()
  const category = i18n._(CATEGORY_NAMES[product.category])
  const mark = useFallbackMark()
  const { name, description, badge, sampleSize } = product.local
  const sampleText = sampleSize.text
  return (
    <main className="container page product-page">
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <ol>
          <li>
            <Link to="/products">
              <Trans>Products</Trans>
            </Link>
          </li>
          <li>
            <Link to={catalogueHref({ category: product.category })}>{category}</Link>
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
            {...imageAlt(product.image?.alt, name, mark)}
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
          <p className="product-detail-category">{category}</p>
          <h1 {...mark(name)}>{name.text}</h1>
          <StarRating rating={product.rating} />
          <ProductFacts product={product} />
          <CurrencySwitch />
          <p className="product-detail-desc" {...mark(description)}>
            {descriptionText(description.text) ?? <DescriptionFallback />}
          </p>
          <div className="product-detail-actions">
            <CartToggle line={toCartLine(product)} />
            <Link to={quoteHref(clean(product.name))} className="button button-secondary">
              <Trans>Request a bulk quote</Trans>
            </Link>
          </div>
          {sample ? (
            <p className="product-detail-sample">
              <Trans>
                Free sample of <bdi {...mark(sampleSize)}>{sampleText}</bdi> for business buyers.
              </Trans>{' '}
              <SampleToggle item={sample} />
            </p>
          ) : null}
        </div>
      </div>
      <ProductSpecification product={product} today={today} />
    </main>
  )
}

function ProductFacts({ product }: { product: ProductDetail }) {
  const language = useLanguage()
  const mark = useFallbackMark()
  const { packSize, origin } = product.local
  const packText = packSize.text
  const minimumOrder = product.minOrderKg ? formatCount(product.minOrderKg, language) : null
  return (
    <dl className="product-facts">
      <div>
        <dt>
          <Trans>Household price</Trans>
        </dt>
        <dd>
          <Price amountInr={product.price} className="product-price-main" source={{ id: product._id, type: 'product', path: 'price' }} />
          {packText ? (
            <span className="product-facts-unit">
              {' '}
              <Trans>
                per <bdi {...mark(packSize)}>{packText}</bdi>
              </Trans>
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Bulk price</Trans>
        </dt>
        <dd>
          <Price amountInr={product.bulkPrice} source={{ id: product._id, type: 'product', path: 'bulkPrice' }} />
          <span className="product-facts-unit">
            {' '}
            <Trans>per kg</Trans>
          </span>
        </dd>
      </div>
      {packText ? (
        <div>
          <dt>
            <Trans>Pack size</Trans>
          </dt>
          <dd>
            <bdi {...mark(packSize)}>{packText}</bdi>
          </dd>
        </div>
      ) : null}
      {minimumOrder ? (
        <div>
          <dt>
            <Trans>Minimum order</Trans>
          </dt>
          <dd>
            <bdi>
              <Trans>{minimumOrder} kg</Trans>
            </bdi>
          </dd>
        </div>
      ) : null}
      {origin.text ? (
        <div>
          <dt>
            <Trans>Origin</Trans>
          </dt>
          <dd>
            <bdi {...mark(origin)}>{origin.text}</bdi>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
