import { Check, PackageOpen } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { toastSampleOutcome, toastSampleRemoved } from '../sample-toasts'
import type { SampleItem } from '../sample-rules'
import '../samples.css'
import { useSamples, useSamplesHydrated } from '../store'

/** Shows "not listed" until the saved list is read, as the pre-rendered HTML does. */
export function SampleToggle({ item, className }: { item: SampleItem; className?: string }) {
  const hydrated = useSamplesHydrated()
  const listed = useSamples((s) => s.items.some((i) => i.id === item.id))
  const present = hydrated && listed

  function toggle() {
    const samples = useSamples.getState()
    if (present) {
      samples.remove(item.id)
      toastSampleRemoved(item.name)
    } else {
      toastSampleOutcome(samples.add(item), item.name)
    }
  }

  return (
    <button type="button" className={['button', 'button-ghost', 'sample-toggle', className].filter(Boolean).join(' ')} onClick={toggle}>
      {present ? <Icon icon={Check} aria-hidden="true" size={16} /> : <Icon icon={PackageOpen} aria-hidden="true" size={16} />}
      {present ? (
        <span>
          Sample listed: remove<span className="visually-hidden"> the sample of {item.name}</span>
        </span>
      ) : (
        <span>
          Request a sample<span className="visually-hidden"> of {item.name}</span>
        </span>
      )}
    </button>
  )
}
