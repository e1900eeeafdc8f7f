import { lazy, Suspense, useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLanguage } from '@/lib/i18n'
import { languageInfo } from '../../../shared/languages'
import { loadSonner } from './toast'

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })))

export function LazyToaster() {
  const [mounted, setMounted] = useState(false)
  const { t } = useLingui()
  const { dir } = languageInfo(useLanguage())
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), [])
  if (!mounted) return null
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
