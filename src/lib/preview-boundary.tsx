import { lazy, useSyncExternalStore } from 'react'
import { inPresentation } from './presentation'

// A chunk of its own, requested only inside the Studio's Presentation tool.
const PreviewEntry = lazy(() => import('./preview/preview-entry'))

const noSubscription = () => () => {}

/** Mounts the overlays after hydration, inside Presentation only; renders nothing for visitors. */
export function PresentationPreview() {
  // The pre-rendered HTML (server snapshot) never has them, so hydration always matches.
  return useSyncExternalStore(noSubscription, inPresentation, () => false) ? <PreviewEntry /> : null
}
