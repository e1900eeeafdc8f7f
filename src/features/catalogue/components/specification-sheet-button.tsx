import { FileDown } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { useSiteSettings } from '@/components/layout/site-layout'
import { env } from '@/lib/env'
import { loadAgain } from '@/lib/load-again'
import { clean } from '@/lib/presentation'
import type { ProductDetail } from '@/lib/queries'
import { productHref } from '../links'
import { savePdf } from '../save-file'
import { specSheetInput } from '../spec-sheet/input'
import { specSheetFileName } from '../specification'

type SheetState = 'idle' | 'busy' | 'failed'

// pdf-lib is a chunk of its own, fetched on the first press.
export function SpecSheetButton({ product, today }: { product: ProductDetail; today: string }) {
  const settings = useSiteSettings()
  const [state, setState] = useState<SheetState>('idle')

  async function download() {
    setState('busy')
    try {
      const { buildSpecSheetPdf } = await loadAgain(() => import('../spec-sheet/pdf'))
      // In the Studio's preview the texts carry invisible edit data: the sheet gets plain text.
      const plain = clean(product)
      const bytes = await buildSpecSheetPdf(specSheetInput(plain, clean(settings), today, `${env.siteUrl}${productHref(plain.slug)}`))
      savePdf(bytes, specSheetFileName(plain.slug))
      setState('idle')
    } catch {
      setState('failed')
    }
  }

  return (
    <div className="spec-sheet-action">
      <button type="button" className="button button-primary" onClick={() => void download()} disabled={state === 'busy'} aria-describedby="spec-sheet-hint">
        <Icon icon={FileDown} aria-hidden="true" size={18} />
        <span>{state === 'busy' ? <Trans>Preparing spec sheet…</Trans> : <Trans>Download spec sheet</Trans>}</span>
      </button>
      <p id="spec-sheet-hint" className="spec-hint">
        <Trans>One A4 page (PDF) with this specification, for your files or your buyer.</Trans>
      </p>
      {state === 'failed' ? (
        <p role="alert" className="spec-error">
          <Trans>The spec sheet could not be made, perhaps because the connection dropped. Press the button to try again, or print this page.</Trans>
        </p>
      ) : null}
    </div>
  )
}
