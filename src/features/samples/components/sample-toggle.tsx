import { Check, PackageOpen } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { toastSampleOutcome, toastSampleRemoved } from '../sample-toasts'
import { shownName } from '@/lib/localized'
import type { SampleItem } from '../sample-rules'
import '../samples.css'
import { useSamples, useSamplesHydrated } from '../store'

/** Shows "not listed" until the saved list is read, as the pre-rendered HTML does. */
export function SampleToggle({ item, className }: { item: SampleItem; className?: string }) {
  const hydrated = useSamplesHydrated()
  const listed = useSamples((s) => s.items.some((i) => i.id === item.id))
  const present = hydrated && listed
  const { i18n } = useLingui()
  const name = shownName(item).text

  function toggle() {
    const samples = useSamples.getState()
    if (present) {
      samples.remove(item.id)
      toastSampleRemoved(i18n, name)
    } else {
      toastSampleOutcome(i18n, samples.add(item), name)
    }
  }

  return (
    <button type="button" className={['button', 'button-ghost', 'sample-toggle', className].filter(Boolean).join(' ')} onClick={toggle}>
      {present ? <Icon icon={Check} aria-hidden="true" size={16} /> : <Icon icon={PackageOpen} aria-hidden="true" size={16} />}
      {present ? (
        <span>
          <Trans>
            Sample listed: remove<span className="visually-hidden"> the sample of {name}</span>
          </Trans>
        </span>
      ) : (
        <span>
          <Trans>
            Request a sample<span className="visually-hidden"> of {name}</span>
          </Trans>
        </span>
      )}
    </button>
  )
}
