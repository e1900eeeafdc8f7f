import { lazy, useSyncExternalStore } from 'react'
import { inPresentation } from './presentation'

// Requested at once inside Presentation, so the overlays load while the page hydrates.
const loadPreview = () => import('./preview/preview-entry')
if (inPresentation()) loadPreview().catch(() => undefined)
const PreviewEntry = lazy(loadPreview)

const noSubscription = () => () => {}

/** Mounts the overlays after hydration, inside Presentation only; renders nothing for visitors. */
export function PresentationPreview() {
  // The pre-rendered HTML (server snapshot) never has them, so hydration always matches.
  return useSyncExternalStore(noSubscription, inPresentation, () => false) ? <PreviewEntry /> : null
}
