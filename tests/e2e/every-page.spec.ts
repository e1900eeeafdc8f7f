import { expect, hydrated, test } from './fixtures'
import { expectNoViolations } from './axe'
import { POST_PATH, PRODUCT_PATH, PUBLIC_ROUTES } from './public-routes'
import { pathInLanguage } from '../../shared/languages'

const BASE = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:4973')

/**
 * The other languages, once per kind of page rather than every route again: Arabic pages of cards,
 * text, a form and an English fallback (lang, dir), and a product page in the others.
 */
const OTHER_LANGUAGE_PAGES = [
  ...['/', '/products', PRODUCT_PATH, POST_PATH, '/checkout', '/policies/refund-policy'].map((path) => pathInLanguage(path, 'ar')),
  ...(['zh', 'de'] as const).map((language) => pathInLanguage(PRODUCT_PATH, language)),
]

/** Each page is loaded once for every rule a whole page is held to: the security policy, its outside links and axe. */
test.describe('every page', () => {
  for (const path of [...PUBLIC_ROUTES.map((route) => route.path), ...OTHER_LANGUAGE_PAGES, '/no-such-page']) {
    test(`${path} hydrates with no CSP violation, its external links open safely, and axe finds no violations`, async ({ page, problemLog }) => {
      // A full axe pass over a page of cards: slow on a loaded machine.
      test.slow()
      problemLog.allow(/HTTP 404 GET .*\/no-such-page/)
      problemLog.allow('404 (Not Found)')
      await page.addInitScript(() => {
        const seen: string[] = []
        Object.assign(window, { __cspViolations: seen })
        document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
      })
      await page.goto(path)
      await hydrated(page)
      // Scrolls through the page and lets what that loads arrive, so later requests are under the policy too.
      await expectNoViolations(page)
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([])
      const external = await page
        .locator('a[href^="http"]')
        .evaluateAll(
          (links, origin) =>
            links
              .filter((a) => new URL((a as HTMLAnchorElement).href).origin !== origin)
              .map((a) => ({ href: (a as HTMLAnchorElement).href, rel: a.getAttribute('rel') ?? '' })),
          BASE.origin,
        )
      for (const link of external) {
        expect(link.rel.split(/\s+/), link.href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
      }
    })
  }
})
