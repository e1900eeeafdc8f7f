import { lazy, Suspense } from 'react'

// One step more, so that the visitor's bundle holds a bare import() and no list of the overlays' files.
// This module is only ever loaded inside Presentation: the overlays start loading at once.
const loading = import('./preview-mode')
const PreviewMode = lazy(() => loading)

export default function PreviewEntry() {
  return (
    <Suspense fallback={null}>
      <PreviewMode />
    </Suspense>
  )
}
