import { useEffect, useRef, useState } from 'react'

export type RevealPhase = 'static' | 'waiting' | 'shown'

/** Fade-in on scroll as progressive enhancement: only an element that starts off screen is ever hidden. */
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
        if (first) {
          first = false
          if (entries.some((e) => e.isIntersecting)) observer.disconnect()
          else setPhase('waiting')
          return
        }
        const seen = entries.some(
          (e) => e.isIntersecting && (e.intersectionRatio >= threshold || e.intersectionRect.height >= (e.rootBounds?.height ?? Infinity) * threshold),
        )
        if (seen) {
          setPhase('shown')
          observer.disconnect()
        }
      },
      { threshold: [0, threshold, 0.5, 1] },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold])

  return { ref, phase }
}
