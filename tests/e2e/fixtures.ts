import { test as base, expect, type Page } from '@playwright/test'

/** Origins whose failures are the site's own: the site, the content lake, the e-mail endpoint. */
function ownOrigins(): string[] {
  return [process.env.E2E_BASE_URL, process.env.E2E_LAKE_URL, process.env.E2E_MAIL_URL].filter((u): u is string => Boolean(u)).map((u) => new URL(u).origin)
}

export interface ProblemLog {
  problems: string[]
  /** Console errors or failed requests a test provokes on purpose (matched by substring or pattern). */
  allow(pattern: string | RegExp): void
}

/**
 * Every test fails on a console error or a failed request of the site's own, unless the test
 * says it provokes it (a content server made to fail, an e-mail endpoint told to answer 500).
 */
export const test = base.extend<{ problemLog: ProblemLog }>({
  problemLog: [
    async ({ page }, use) => {
      const allowed: (string | RegExp)[] = []
      const problems: string[] = []
      const isAllowed = (text: string) => allowed.some((p) => (typeof p === 'string' ? text.includes(p) : p.test(text)))
      const origins = ownOrigins()
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !isAllowed(msg.text())) problems.push(`console error: ${msg.text()}`)
      })
      page.on('pageerror', (err) => {
        if (!isAllowed(err.message)) problems.push(`page error: ${err.message}`)
      })
      page.on('requestfailed', (req) => {
        const failure = req.failure()?.errorText ?? ''
        // Navigations away abort in-flight requests; that is not a failure of the site.
        if (failure.includes('ERR_ABORTED')) return
        const line = `request failed: ${req.method()} ${req.url()} ${failure}`
        if (origins.some((o) => req.url().startsWith(o)) && !isAllowed(line)) problems.push(line)
      })
      page.on('response', (res) => {
        const line = `HTTP ${res.status()} ${res.request().method()} ${res.url()}`
        if (res.status() >= 400 && origins.some((o) => res.url().startsWith(o)) && !isAllowed(line)) problems.push(line)
      })
      await use({ problems, allow: (p) => allowed.push(p) })
      expect(problems, 'console errors or failed requests of the site').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until the page has hydrated (the app marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}
