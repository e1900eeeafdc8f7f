import { Link } from '@/lib/local-link'
import { CarouselButtons } from '@/components/ui/carousel-buttons'
import { useCarousel } from '@/components/ui/use-carousel'
import type { CatalogueCard } from '@/lib/queries'
import { CAROUSEL_CARDS, carouselCategory, carouselStep } from '../carousel'
import { catalogueHref } from '../catalogue-pages'
import { ProductImage } from './product-image'
import '../catalogue.css'

export function CategoryCarousel({ products = [] }: { products?: readonly (CatalogueCard | null)[] }) {
  const { ref: scroller, edges, scroll } = useCarousel<HTMLUListElement>((cardWidth) => carouselStep(cardWidth))

  return (
    <section className="category-carousel" aria-labelledby="category-carousel-heading">
      <div className="container">
        <div className="section-head">
          <h2 id="category-carousel-heading">Shop by Category</h2>
          <CarouselButtons what="categories" controls="category-carousel-track" edges={edges} onScroll={scroll} />
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
                    <span className="carousel-card-name">{card.name}</span>
                    <span className="carousel-card-blurb">{card.blurb}</span>
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
