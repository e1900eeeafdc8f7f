import { RefreshCw } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useRevalidator } from 'react-router'
import { Trans } from '@lingui/react/macro'

/** Shown when the content server could not be reached: the page keeps what was built. */
export function StaleNotice() {
  const revalidator = useRevalidator()
  const busy = revalidator.state === 'loading'
  return (
    <div className="stale-notice" role="alert">
      <p>
        <Trans>The latest product information could not be loaded. You are seeing the version saved with this site, so prices may have changed.</Trans>
      </p>
      <button type="button" className="button button-secondary" onClick={() => void revalidator.revalidate()} disabled={busy}>
        <Icon icon={RefreshCw} aria-hidden="true" size={16} />
        <span>{busy ? <Trans>Retrying…</Trans> : <Trans>Retry</Trans>}</span>
      </button>
    </div>
  )
}
