import { ChevronLeft, ChevronRight } from 'lucide'
import { Icon } from '@/components/ui/icon'

export function CarouselButtons({
  labels,
  controls,
  edges,
  onScroll,
}: {
  /** 'Previous categories' and 'Next categories', in the page's language. */
  labels: { previous: string; next: string }
  controls: string
  edges: { start: boolean; end: boolean }
  onScroll: (direction: 1 | -1) => void
}) {
  return (
    <div className="carousel-buttons">
      <button
        type="button"
        className="carousel-button"
        aria-label={labels.previous}
        aria-controls={controls}
        disabled={edges.start}
        onClick={() => onScroll(-1)}
      >
        <Icon icon={ChevronLeft} aria-hidden="true" size={22} className="icon-mirrored" />
      </button>
      <button type="button" className="carousel-button" aria-label={labels.next} aria-controls={controls} disabled={edges.end} onClick={() => onScroll(1)}>
        <Icon icon={ChevronRight} aria-hidden="true" size={22} className="icon-mirrored" />
      </button>
    </div>
  )
}
