import { useState } from 'react'
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
    setStatus({ kind: 'busy', text: 'Loading the list…' })
    try {
      const { downloadWholeList } = await import('../whole-list/download')
      await downloadWholeList({ category, settings, pricing, onStatus: setStatus })
    } catch {
      setStatus({ kind: 'failed', text: 'The list could not be loaded. Check your connection and try again.' })
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
        {status.kind === 'busy' ? status.text : 'Download the whole list (PDF)'}
      </button>
      <p id="whole-list-hint" className="whole-list-hint">
        Every page of this list in one file, with specifications, packing and prices.
      </p>
      {status.kind === 'failed' ? (
        <p role="alert" className="whole-list-error">
          {status.text}{' '}
          <button type="button" className="button button-ghost" onClick={() => void download()}>
            Try again
          </button>
        </p>
      ) : null}
    </div>
  )
}
