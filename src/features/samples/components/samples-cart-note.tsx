import { Plural, Trans } from '@lingui/react/macro'
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
      <Plural value={count} one="You also have # sample in your sample list." other="You also have # samples in your sample list." />{' '}
      <Link to="/samples">
        <Trans>Review and send your sample request</Trans>
      </Link>
    </p>
  )
}
