import { lazy, Suspense } from 'react'

// One step more, so the visitor's bundle holds a bare import() and no list of the overlays' files.
const loading = import('./preview-mode')
const PreviewMode = lazy(() => loading)

export default function PreviewEntry() {
  return (
    <Suspense fallback={null}>
      <PreviewMode />
    </Suspense>
  )
}
