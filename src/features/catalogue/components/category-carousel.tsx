import { useLingui } from '@lingui/react'
import { Trans, useLingui as useT } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { CATEGORY_NAMES } from '../category-names'
import { CarouselButtons } from '@/components/ui/carousel-buttons'
import { useCarousel } from '@/components/ui/use-carousel'
import type { CatalogueCard } from '@/lib/queries'
import { CAROUSEL_CARDS, carouselCategory, carouselStep } from '../carousel'
import { catalogueHref } from '../catalogue-pages'
import { ProductImage } from './product-image'
import '../catalogue.css'

export function CategoryCarousel({ products = [] }: { products?: readonly (CatalogueCard | null)[] }) {
  const { ref: scroller, edges, scroll } = useCarousel<HTMLUListElement>((cardWidth) => carouselStep(cardWidth))
  const { i18n } = useLingui()
  const { t } = useT()

  return (
    <section className="category-carousel" aria-labelledby="category-carousel-heading">
      <div className="container">
        <div className="section-head">
          <h2 id="category-carousel-heading">
            <Trans>Shop by Category</Trans>
          </h2>
          <CarouselButtons
            labels={{ previous: t`Previous categories`, next: t`Next categories` }}
            controls="category-carousel-track"
            edges={edges}
            onScroll={scroll}
          />
        </div>
        <ul className="carousel-track" id="category-carousel-track" ref={scroller}>
          {CAROUSEL_CARDS.map((card) => {
            const category = carouselCategory(card.name) ?? 'All'
            const cover = products.find((p) => p?.category === category && p.image?.asset)
            return (
              <li key={card.name} className="carousel-card">
                <Link to={catalogueHref({ category })} className="carousel-card-link">
                  {/* A decorative cover (the category's name is the link's text): it may come after the hero's text. */}
                  <ProductImage image={cover?.image} alt="" width={320} aspect={4 / 3} sizes="(min-width: 400px) 320px, 80vw" lowPriority />
                  <span className="carousel-card-text">
                    <span className="carousel-card-name">{i18n._(CATEGORY_NAMES[category])}</span>
                    <span className="carousel-card-blurb">{i18n._(card.blurb)}</span>
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
