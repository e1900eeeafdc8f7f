import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * The sections that fade in on scroll (src/components/ui/use-reveal.ts) are checked as a reader sees
 * them after scrolling down: axe scrolls to each element it measures, which would start a fade and
 * read its colour half-way. Every section is scrolled past first, what that loads is let arrive, and
 * the fades are let finish.
 */
async function revealEverything(page: Page) {
  await page.evaluate(async () => {
    // Two rendered frames at each place, so each section's observer sees it on screen and starts its fade.
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await frame()
    }
    window.scrollTo(0, 0)
    await frame()
  })
  // Sections that hydrate when scrolled near load their code and text first; their fade starts after.
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'))
}

export async function expectNoViolations(page: Page) {
  await revealEverything(page)
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}
