import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { useLanguage } from '@/lib/i18n'
import { formatPercent } from '@/lib/format'
import { loadAgain } from '@/lib/load-again'
import { useSiteSettings } from '@/components/layout/site-layout'
import type { CatalogueCategory } from '../category'
import { useDisplayCurrency, useRateState } from '../currency-store'
import type { ListStatus } from '../whole-list/download'

// Everything but this button is fetched on the first press; it stays small for the first load (docs/decisions/037).
export function WholeListButton({ category }: { category: CatalogueCategory }) {
  const settings = useSiteSettings()
  const pricing = { chosen: useDisplayCurrency(), state: useRateState() }
  const [status, setStatus] = useState<ListStatus>({ kind: 'idle' })

  async function download() {
    setStatus({ kind: 'busy', share: null })
    try {
      const { downloadWholeList } = await loadAgain(() => import('../whole-list/download'))
      await downloadWholeList({ category, settings, pricing, onStatus: setStatus })
    } catch {
      setStatus({ kind: 'failed', stage: 'list' })
    }
  }

  return (
    <div className="whole-list">
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void download()}
        disabled={status.kind === 'busy'}
        aria-describedby="whole-list-hint"
      >
        {status.kind === 'busy' ? <BusyText share={status.share} /> : <Trans>Download the whole list (PDF)</Trans>}
      </button>
      <p id="whole-list-hint" className="whole-list-hint">
        <Trans>Every page of this list in one file, with specifications, packing and prices.</Trans>
      </p>
      {status.kind === 'failed' ? (
        <p role="alert" className="whole-list-error">
          {status.stage === 'list' ? (
            <Trans>The list could not be loaded. Check your connection and try again.</Trans>
          ) : (
            <Trans>The PDF could not be made. Please try again.</Trans>
          )}{' '}
          <button type="button" className="button button-ghost" onClick={() => void download()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
    </div>
  )
}

function BusyText({ share }: { share: number | null }) {
  const language = useLanguage()
  if (share === null) return <Trans>Loading the list…</Trans>
  const done = formatPercent(share, language)
  return <Trans>Preparing the PDF… {done}</Trans>
}
