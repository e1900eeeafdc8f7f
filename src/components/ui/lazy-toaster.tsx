import { lazy, Suspense, useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLanguage } from '@/lib/i18n'
import { languageInfo } from '../../../shared/languages'
import { onFirstInteraction } from './deferred-hydration'
import { loadSonner, whenSonnerWanted } from './toast'

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })))

/**
 * Sonner's toaster, from the visitor's first interaction or the first toast, whichever comes first.
 * Not with the page: sonner adds its stylesheet when it loads, and a new stylesheet restyles the whole
 * page while it hydrates (docs/decisions/048). A toast follows an action, so its live region is
 * there, empty, before the toast is put in it; one asked for sooner is shown when the toaster mounts.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false)
  const { t } = useLingui()
  const { dir } = languageInfo(useLanguage())
  useEffect(() => {
    whenSonnerWanted(setWanted)
    onFirstInteraction(loadSonner)
  }, [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      {/* At the end of the reading line: bottom right, or bottom left right to left. */}
      <Toaster
        position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
        dir={dir}
        closeButton
        visibleToasts={3}
        duration={3000}
        containerAriaLabel={t`Notifications`}
        toastOptions={{ closeButtonAriaLabel: t`Close notification` }}
      />
    </Suspense>
  )
}
