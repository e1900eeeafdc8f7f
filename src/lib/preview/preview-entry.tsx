import { lazy, Suspense } from 'react'

// One step more, so that the visitor's bundle holds a bare import() and no list of the overlays' files.
const PreviewMode = lazy(() => import('./preview-mode'))

export default function PreviewEntry() {
  return (
    <Suspense fallback={null}>
      <PreviewMode />
    </Suspense>
  )
}
