import { Link } from '@/lib/local-link'
import { useSamples, useSamplesHydrated } from '../store'
import '../samples.css'

/** The note on /cart that points to the sample list when it is not empty. */
export function SamplesCartNote() {
  const hydrated = useSamplesHydrated()
  const count = useSamples((s) => s.items.length)
  if (!hydrated || count === 0) return null
  return (
    <p className="samples-cart-note">
      You also have {count} {count === 1 ? 'sample' : 'samples'} in your sample list. <Link to="/samples">Review and send your sample request</Link>
    </p>
  )
}
