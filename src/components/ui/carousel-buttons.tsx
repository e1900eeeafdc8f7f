import { ChevronLeft, ChevronRight } from 'lucide'
import { Icon } from '@/components/ui/icon'

export function CarouselButtons({
  what,
  controls,
  edges,
  onScroll,
}: {
  what: string
  controls: string
  edges: { start: boolean; end: boolean }
  onScroll: (direction: 1 | -1) => void
}) {
  return (
    <div className="carousel-buttons">
      <button
        type="button"
        className="carousel-button"
        aria-label={`Previous ${what}`}
        aria-controls={controls}
        disabled={edges.start}
        onClick={() => onScroll(-1)}
      >
        <Icon icon={ChevronLeft} aria-hidden="true" size={22} className="icon-mirrored" />
      </button>
      <button type="button" className="carousel-button" aria-label={`Next ${what}`} aria-controls={controls} disabled={edges.end} onClick={() => onScroll(1)}>
        <Icon icon={ChevronRight} aria-hidden="true" size={22} className="icon-mirrored" />
      </button>
    </div>
  )
}
