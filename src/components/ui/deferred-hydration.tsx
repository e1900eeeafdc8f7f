import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { useNavigation } from 'react-router'
import { HydrationScope, useHydratedAtMount } from '@/lib/hydration'

/** A section starts loading when it comes within one screen height of the viewport… */
const NEAR = '100% 0px'
/** …or when the browser is idle, at the latest this long after the page hydrated. */
const IDLE_TIMEOUT_MS = 1500
/** The visitor's first interaction anywhere starts every section at once. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

/** The gates of the sections not yet started; the first interaction opens them all. */
const waiting = new Set<() => void>()

function openAll() {
  for (const open of [...waiting]) open()
}

function listenForInteraction() {
  for (const type of INTERACTIONS) window.addEventListener(type, openAll, { capture: true, passive: true, once: true })
}

/**
 * Runs `run` on the visitor's first interaction, the signal that starts every deferred section; a
 * section mounted later listens again, so `run` must do nothing the second time.
 */
export function onFirstInteraction(run: () => void): void {
  waiting.add(run)
  listenForInteraction()
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, IDLE_TIMEOUT_MS)
  return () => clearTimeout(id)
}

/** A deferred section; `preload()` loads its code, which the server needs before it renders the page. */
export type DeferredSection<P> = ComponentType<P> & { preload: () => Promise<void> }

/** A section that loads and hydrates on its own, near the viewport, on idle or on interaction (docs/decisions/023). */
export function deferHydration<P extends object>(load: () => Promise<ComponentType<P>>): DeferredSection<P> {
  let resolveGate = () => undefined as void
  const gate = new Promise<void>((resolve) => (resolveGate = resolve))
  const open = () => {
    waiting.delete(open)
    resolveGate()
  }
  waiting.add(open)

  let loaded: ComponentType<P> | undefined
  const preload = async () => {
    loaded ??= await load()
  }
  const Section: ComponentType<P> = import.meta.env.SSR
    ? (props) => {
        if (!loaded) throw new Error('deferHydration: the route renders a section whose code it did not preload()')
        const Loaded = loaded
        return <Loaded {...props} />
      }
    : lazy(() => gate.then(() => retried(load)).then((component) => ({ default: component })))

  function DeferredHydration(props: P) {
    const ref = useRef<HTMLDivElement>(null)
    const [hydrated, setHydrated] = useState(false)
    const markHydrated = useCallback(() => setHydrated(true), [])
    // Mounted by a navigation rather than hydrated: nothing to keep, load at once.
    if (useHydratedAtMount()) open()
    // A navigation's transition waits for this boundary: let it go as soon as one starts.
    if (useNavigation().state !== 'idle') open()

    useEffect(() => {
      const element = ref.current
      if (!element || !waiting.has(open)) return
      listenForInteraction()
      const cancelIdle = whenIdle(open)
      const near = (entries: IntersectionObserverEntry[]) => {
        if (entries.some((e) => e.isIntersecting)) open()
      }
      const observer = typeof IntersectionObserver === 'function' ? new IntersectionObserver(near, { rootMargin: NEAR }) : null
      for (const child of element.children) observer?.observe(child)
      void gate.then(() => {
        cancelIdle()
        observer?.disconnect()
      })
      return () => {
        cancelIdle()
        observer?.disconnect()
      }
    }, [])

    return (
      <div ref={ref} className="deferred-section" data-deferred={hydrated ? 'hydrated' : 'waiting'}>
        <Suspense fallback={null}>
          <HydrationScope onHydrated={markHydrated}>
            <Section {...props} />
          </HydrationScope>
        </Suspense>
      </div>
    )
  }
  return Object.assign(DeferredHydration, { preload })
}

// A section whose chunk never comes stays as the HTML has it: better than an error in its place.
async function retried<T>(load: () => Promise<T>, attempts = 4, delayMs = 1000): Promise<T> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await load()
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delayMs * attempt))
    }
  }
  return new Promise<T>(() => undefined)
}
