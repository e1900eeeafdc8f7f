import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

// React Router's own browser entry, with one step first: a worker makes the page's first number
// formatters in its language, off the main thread, while the page hydrates (docs/decisions/047).
// Written out as `new Worker(new URL(…))`, the form Vite builds into a file of its own.
try {
  new Worker(new URL('./lib/intl-warm.worker.ts', import.meta.url), { type: 'module', name: document.documentElement.lang })
} catch {
  // No workers in this browser, or a policy refused this one: the page makes its formatters itself.
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
