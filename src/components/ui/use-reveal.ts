import { useEffect, useRef, useState } from 'react'

export type RevealPhase = 'static' | 'waiting' | 'shown'

/**
 * Fade-in on scroll as progressive enhancement (the blog teaser cards, threshold 0.1; the contact
 * section, 0.2): the pre-rendered HTML, a browser without JS, reduced motion, and an element
 * already on screen at load all keep the element as it is. Only an element that starts off screen
 * is hidden ('waiting'), then 'shown' once `threshold` of it is seen, or, for an element taller
 * than the screen can ever show that share of, once it fills `threshold` of the screen.
 *
 * Whether it starts on screen comes from the observer's first report, made after the browser's own
 * layout: measuring it here would force a layout of the whole page in the middle of hydration.
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
