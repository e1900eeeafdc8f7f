import { useEffect, useRef, useState } from 'react'

/**
 * A horizontally scrolling track with previous/next buttons: which ends are reached (to disable
 * the buttons) and a scroll by one step. Touch, trackpads and keyboards scroll the track natively.
 * `step` turns the first card's width (undefined before layout) into the distance of one press.
 */
export function useCarousel<T extends HTMLElement>(step: (cardWidth: number | undefined, track: T) => number) {
  const ref = useRef<T>(null)
  const [edges, setEdges] = useState({ start: true, end: false })

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const update = () => setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 })
    el.addEventListener('scroll', update, { passive: true })
    // No update() here: reading sizes right after hydration would force a layout of the whole page
    // in the middle of React's work. The observer reports the first size once the browser has laid
    // the page out anyway, and every change after.
    const resize = new ResizeObserver(update)
    resize.observe(el)
    return () => {
      el.removeEventListener('scroll', update)
      resize.disconnect()
    }
  }, [])

  function scroll(direction: 1 | -1) {
    const el = ref.current
    if (!el) return
    const width = el.querySelector('li')?.getBoundingClientRect().width
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollBy({ left: direction * step(width, el), behavior: smooth ? 'smooth' : 'auto' })
  }

  return { ref, edges, scroll }
}
