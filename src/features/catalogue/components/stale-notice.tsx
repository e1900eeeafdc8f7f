import { RefreshCw } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useRevalidator } from 'react-router'

/** Shown when the content server could not be reached: the page keeps what was built. */
export function StaleNotice({ what = 'product information' }: { what?: string }) {
  const revalidator = useRevalidator()
  const busy = revalidator.state === 'loading'
  return (
    <div className="stale-notice" role="alert">
      <p>The latest {what} could not be loaded. You are seeing the version saved with this site, so prices may have changed.</p>
      <button type="button" className="button button-secondary" onClick={() => void revalidator.revalidate()} disabled={busy}>
        <Icon icon={RefreshCw} aria-hidden="true" size={16} />
        <span>{busy ? 'Retrying…' : 'Retry'}</span>
      </button>
    </div>
  )
}
