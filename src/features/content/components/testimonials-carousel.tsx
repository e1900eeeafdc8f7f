import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { CarouselButtons } from '@/components/ui/carousel-buttons'
import { StarRating } from '@/components/ui/star-rating'
import { useCarousel } from '@/components/ui/use-carousel'
import type { Testimonial } from '@/lib/queries'
import { useFallbackMark } from '@/lib/use-fallback'
import { ContentImage } from './content-image'

/** The product lines staff pick from (studio/schema-types/rules.ts), in the page's language. */
const PRODUCT_LINES: Record<string, MessageDescriptor> = {
  Spices: msg`Spices`,
  Makhana: msg`Makhana`,
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { i18n } = useLingui()
  const mark = useFallbackMark()
  const line = testimonial.type ? PRODUCT_LINES[testimonial.type] : undefined
  // The customer's words, name and role are written once, in English: marked so on other languages' pages.
  const english = mark({ text: testimonial.content, lang: 'en' })
  return (
    <figure className="testimonial-card">
      <div className="testimonial-head">
        <ContentImage image={testimonial.image} width={64} aspect={1} sizes="64px" className="testimonial-photo" />
        <StarRating rating={testimonial.rating} />
        <span className="testimonial-type" {...(line ? {} : mark({ text: testimonial.type, lang: 'en' }))}>
          {line ? i18n._(line) : testimonial.type}
        </span>
      </div>
      <blockquote {...english}>
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption {...english}>
        <span className="testimonial-name">{testimonial.name}</span>
        <span className="testimonial-role">{testimonial.role}</span>
      </figcaption>
    </figure>
  )
}

export function TestimonialsCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const {
    ref: track,
    edges,
    scroll,
  } = useCarousel<HTMLUListElement>((cardWidth, el) => (cardWidth ?? 0) + (Number.parseFloat(getComputedStyle(el).columnGap) || 0))
  const { t } = useLingui()

  if (testimonials.length === 0) return null
  return (
    <section className="testimonials" aria-labelledby="testimonials-heading">
      <div className="container">
        <div className="content-section-head content-section-head-row">
          <h2 id="testimonials-heading">
            <Trans>What Our Customers Say</Trans>
          </h2>
          <CarouselButtons
            labels={{ previous: t`Previous testimonials`, next: t`Next testimonials` }}
            controls="testimonials-track"
            edges={edges}
            onScroll={scroll}
          />
        </div>
        <ul ref={track} className="testimonials-track" id="testimonials-track" role="list" tabIndex={0} aria-label={t`Testimonials`}>
          {testimonials.map((item) => (
            <li key={item._id}>
              <TestimonialCard testimonial={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
