import { X } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/lib/local-link'
import { productHref } from '@/features/catalogue'
import { MAX_SAMPLES, type SampleItem } from '../sample-rules'
import { toastSampleRemoved } from '../sample-toasts'
import { useSamples } from '../store'

export function SampleList({ items, headingId }: { items: readonly SampleItem[]; headingId: string }) {
  const remove = useSamples((s) => s.remove)
  return (
    <section className="sample-list" aria-labelledby={headingId}>
      <h2 id={headingId}>Your samples ({items.length})</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={productHref(item.slug)} className="sample-list-name">
              {item.name}
            </Link>
            <span className="sample-list-size">{item.sampleSize}</span>
            <button
              type="button"
              className="button button-ghost sample-list-remove"
              onClick={() => {
                remove(item.id)
                toastSampleRemoved(item.name)
              }}
            >
              <Icon icon={X} aria-hidden="true" size={16} />
              Remove<span className="visually-hidden"> the sample of {item.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="sample-list-note">
        Up to {MAX_SAMPLES} samples per request, free of charge for business buyers.{' '}
        {items.length < MAX_SAMPLES ? <Link to="/products">Add more from the catalogue</Link> : null}
      </p>
    </section>
  )
}
