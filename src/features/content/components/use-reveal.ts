import { useEffect, useRef, useState } from 'react'

export type RevealPhase = 'static' | 'waiting' | 'shown'

/**
 * Fade-in on scroll as progressive enhancement: the pre-rendered HTML, a browser without JS,
 * reduced motion, and an element already on screen at load all keep the element as it is.
 * Only an element that starts below the fold is hidden, then shown once `threshold` of it is seen.
 */
export function useReveal<T extends Element>(threshold: number) {
  const ref = useRef<T>(null)
  const [phase, setPhase] = useState<RevealPhase>('static')

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let first = true
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some((e) => e.isIntersecting)
        if (first) {
          first = false
          if (seen) observer.disconnect()
          else setPhase('waiting')
          return
        }
        if (seen) {
          setPhase('shown')
          observer.disconnect()
        }
      },
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold])

  return { ref, phase }
}
