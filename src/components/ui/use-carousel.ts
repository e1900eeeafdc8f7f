import { useEffect, useRef, useState } from 'react'

/** A scrolling track's ends and a one-step scroll; touch, trackpads and keyboards scroll it natively. */
export function useCarousel<T extends HTMLElement>(step: (cardWidth: number | undefined, track: T) => number) {
  const ref = useRef<T>(null)
  const [edges, setEdges] = useState({ start: true, end: false })

  useEffect(() => {
    const el = ref.current
    if (!el) return
    // Right to left, scrollLeft runs from 0 down to negative values: the distance from the start is its size.
    const update = () => {
      const travelled = Math.abs(el.scrollLeft)
      setEdges({ start: travelled <= 1, end: travelled + el.clientWidth >= el.scrollWidth - 1 })
    }
    el.addEventListener('scroll', update, { passive: true })
    // No measuring here: it would force a layout in the middle of hydration; the observer reports the first size.
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
    // "Next" moves towards the end of the line: leftwards in a right-to-left page.
    const towardsEnd = getComputedStyle(el).direction === 'rtl' ? -1 : 1
    el.scrollBy({ left: towardsEnd * direction * step(width, el), behavior: smooth ? 'smooth' : 'auto' })
  }

  return { ref, edges, scroll }
}
