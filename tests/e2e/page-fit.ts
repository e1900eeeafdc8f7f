import type { Page } from '@playwright/test'

export interface PageFit {
  /** The document's scrollable width: the viewport's when nothing scrolls sideways. */
  pageWidth: number
  /** Shown elements reaching past the left or right edge of the screen, outside any sideways scroller (a carousel's track). */
  offScreen: string[]
}

/** How the page fits the viewport's width, in both directions (left to right and right to left). */
export function pageFit(page: Page): Promise<PageFit> {
  return page.evaluate(() => {
    const width = window.innerWidth
    const scrolls = (el: Element) => getComputedStyle(el).overflowX !== 'visible'
    const insideScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (scrolls(p)) return true
      return false
    }
    const offScreen = [...document.body.querySelectorAll('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && (box.left < -1 || box.right > width + 1) && !insideScroller(el)
      })
      .map((el) => {
        const box = el.getBoundingClientRect()
        const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40)
        return `${el.tagName.toLowerCase()}.${el.classList[0] ?? ''} "${name}" ${Math.round(box.left)}..${Math.round(box.right)} px`
      })
    return { pageWidth: document.documentElement.scrollWidth, offScreen }
  })
}
