import { useEffect, useState } from 'react'

/**
 * Fades an element in when it scrolls into view (spec §2: threshold 0.2). Progressive enhancement
 * only: the pre-rendered HTML and a browser without JS show the content as is; with reduced motion
 * asked for, or the element already on screen at load, nothing is ever hidden.
 * Returns the class name to put on the element (`fade-in-waiting` → `fade-in-shown`, styled in inquiry.css).
 */
export function useFadeIn(ref: React.RefObject<HTMLElement | null>, threshold = 0.2): string {
  const [phase, setPhase] = useState<'static' | 'waiting' | 'shown'>('static')

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    if (element.getBoundingClientRect().top < window.innerHeight) return
    const observer = new IntersectionObserver(
      (entries) => {
        // A section taller than five screens never reaches a 0.2 ratio: a fifth of the screen filled counts too.
        const seen = entries.some(
          (e) =>
            e.isIntersecting &&
            (e.intersectionRatio >= threshold || e.intersectionRect.height >= (e.rootBounds?.height ?? Infinity) * threshold),
        )
        if (seen) {
          setPhase('shown')
          observer.disconnect()
        }
      },
      { threshold: [0, threshold, 0.5, 1] },
    )
    setPhase('waiting')
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, threshold])

  return phase === 'static' ? '' : `fade-in-${phase}`
}
