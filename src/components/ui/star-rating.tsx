import { useLingui } from '@lingui/react/macro'
import { useLanguage } from '@/lib/i18n'
import { formatTenths } from '@/lib/format'
import { starParts } from '@/lib/rating'
import './star-rating.css'

/**
 * Screen readers hear the rating once instead of five icons. Each star is one element drawn by its
 * stylesheet (lucide's star as a mask), so a rating adds five elements to the page, not twenty-five.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const parts = starParts(rating)
  const { full, half, empty } = parts
  const { t } = useLingui()
  const label = formatTenths(Number(parts.label), useLanguage())
  const stars = [
    ...Array.from({ length: full }, () => 'full' as const),
    ...(half ? (['half'] as const) : []),
    ...Array.from({ length: empty }, () => 'empty' as const),
  ]
  return (
    <span className={['star-rating', className].filter(Boolean).join(' ')}>
      <span className="star-rating-stars" role="img" aria-label={t`Rated ${label} out of 5`}>
        {stars.map((kind, i) => (
          <span key={i} className={`star star-${kind}`} data-star={kind} />
        ))}
      </span>
      <span className="star-rating-value" aria-hidden="true">
        {label}
      </span>
    </span>
  )
}
