import { lazy, Suspense, useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { loadSonner } from './toast'

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })))

export function LazyToaster() {
  const [mounted, setMounted] = useState(false)
  const { t } = useLingui()
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        closeButton
        visibleToasts={3}
        duration={3000}
        containerAriaLabel={t`Notifications`}
        toastOptions={{ closeButtonAriaLabel: t`Close notification` }}
      />
    </Suspense>
  )
}
