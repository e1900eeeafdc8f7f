import { Star } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { starParts } from '@/lib/rating'
import { useLingui } from '@lingui/react/macro'
import { useLanguage } from '@/lib/i18n'
import { formatTenths } from '@/lib/format'
import './star-rating.css'

/** Screen readers hear the rating once instead of five icons. */
export function StarRating({ rating, size = 18, className }: { rating: number; size?: number; className?: string }) {
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
          <span key={i} className={`star star-${kind}`} data-star={kind}>
            <Icon icon={Star} aria-hidden="true" size={size} className="star-empty-icon" />
            {kind === 'empty' ? null : <Icon icon={Star} aria-hidden="true" size={size} className="star-fill-icon" fill="currentColor" />}
          </span>
        ))}
      </span>
      <span className="star-rating-value" aria-hidden="true">
        {label}
      </span>
    </span>
  )
}
