import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * Axe reads a page as a reader has it once everything has arrived. The page is opened with reduced
 * motion asked for (`test.use({ reducedMotion: 'reduce' })`), where no section waits to fade in
 * (src/components/ui/use-reveal.ts): axe scrolls to each element it measures, and would otherwise
 * read a fade's colour half-way. The fade itself is pages.spec.ts's. The sections that hydrate on
 * their own are let hydrate and load their code and text first.
 */
export async function expectNoViolations(page: Page) {
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches), 'open the page with reducedMotion: reduce').toBe(true)
  await expect(page.locator('[data-deferred="waiting"]')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}
