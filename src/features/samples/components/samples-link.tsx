import { PackageOpen } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { useSamples, useSamplesHydrated } from '../store'
import '../samples.css'

/** "Samples (n)" beside the cart, once the list holds something. */
export function SamplesLink() {
  const hydrated = useSamplesHydrated()
  const count = useSamples((s) => s.items.length)
  if (!hydrated || count === 0) return null
  return (
    <Link to="/samples" className="samples-link">
      <Icon icon={PackageOpen} aria-hidden="true" size={20} />
      {/* On a phone the word is only heard, the icon and count are seen: the header has no room. */}
      <span className="samples-link-word">
        <Trans>Samples</Trans>{' '}
      </span>
      ({count})
    </Link>
  )
}
