import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { expectNoViolations } from './axe'
import { POST_PATH, PRODUCT_PATH, PUBLIC_ROUTES } from './public-routes'
import { pathInLanguage } from '../../shared/languages'

const BASE = (process.env.E2E_BASE_URL ?? 'http://localhost:4973').replace(/\/+$/, '')

/**
 * The other languages, once per kind of page rather than every route again: Arabic pages of cards,
 * text, a form and an English fallback (lang, dir), and a product page in the others.
 */
const OTHER_LANGUAGE_PAGES = [
  ...['/', '/products', PRODUCT_PATH, POST_PATH, '/checkout', '/policies/refund-policy'].map((path) => pathInLanguage(path, 'ar')),
  ...(['zh', 'de'] as const).map((language) => pathInLanguage(PRODUCT_PATH, language)),
]

interface Head {
  title: string
  description: string
  canonical: string | null
  og: Record<string, string | null>
  twitter: Record<string, string | null>
}

/** The head of the HTML as served, before any script runs: what a search engine or a link preview reads. */
async function servedHead(page: Page, html: string): Promise<Head> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html')
    const meta = (attribute: string, name: string) => doc.querySelector(`meta[${attribute}="${name}"]`)?.getAttribute('content') ?? null
    return {
      title: doc.title,
      description: meta('name', 'description') ?? '',
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      og: Object.fromEntries(['title', 'description', 'url', 'image'].map((name) => [name, meta('property', `og:${name}`)])),
      twitter: Object.fromEntries(['card', 'title', 'image'].map((name) => [name, meta('name', `twitter:${name}`)])),
    }
  }, html)
}

/** Text length in Latin-character widths: CJK characters and full-width punctuation count two (Unicode's East Asian Width, roughly). */
function displayWidth(text: string): number {
  return [...text].reduce((width, char) => width + (/[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(char) ? 2 : 1), 0)
}

const PAGES = [
  ...PUBLIC_ROUTES,
  ...OTHER_LANGUAGE_PAGES.map((path) => ({ path, heading: /\S/, canonical: undefined })),
  { path: '/no-such-page', heading: /^Page not found$/, canonical: undefined },
]

/**
 * Each page is loaded once for every rule a whole page is held to: its heading inside the layout, the
 * tags search engines and link previews read, the security policy, its outside links and axe.
 */
test.describe('every page', () => {
  // Axe reads each section in its final state: with reduced motion asked for, none waits to fade in (axe.ts).
  test.use({ reducedMotion: 'reduce' })

  for (const { path, heading, canonical } of PAGES) {
    const found = path !== '/no-such-page'
    test(`${path}: heading, search and preview tags, no CSP violation, safe external links, and axe finds no violations`, async ({ page, problemLog }) => {
      // A full axe pass over a page of cards: slow on a loaded machine.
      test.slow()
      problemLog.allow(/HTTP 404 GET .*\/no-such-page/)
      problemLog.allow('404 (Not Found)')
      await page.addInitScript(() => {
        const seen: string[] = []
        Object.assign(window, { __cspViolations: seen })
        document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
      })
      const response = await page.goto(path)
      expect(response?.status()).toBe(found ? 200 : 404)
      const html = (await response?.text()) ?? ''
      await hydrated(page)

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()

      if (found) {
        const head = await servedHead(page, html)
        const url = `${BASE}${canonical ?? path}`
        expect(head.title.length).toBeGreaterThan(3)
        // Counted as search results show it: a Chinese character takes the room of two Latin ones.
        expect(displayWidth(head.description)).toBeGreaterThanOrEqual(50)
        expect(displayWidth(head.description)).toBeLessThanOrEqual(300)
        expect(head.canonical).toBe(url)
        expect(head.og).toEqual({ title: head.title, description: head.description, url, image: expect.stringMatching(/^https?:\/\//) })
        expect(head.twitter).toEqual({ card: 'summary_large_image', title: head.title, image: head.og.image })
        const image = await page.request.get(head.og.image!)
        expect(image.status(), `og:image ${head.og.image}`).toBe(200)
        expect(image.headers()['content-type']).toMatch(/^image\//)
      }

      // Lets every section hydrate and load what it needs, so later requests are under the policy too.
      await expectNoViolations(page)
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([])
      const external = await page
        .locator('a[href^="http"]')
        .evaluateAll(
          (links, origin) =>
            links
              .filter((a) => new URL((a as HTMLAnchorElement).href).origin !== origin)
              .map((a) => ({ href: (a as HTMLAnchorElement).href, rel: a.getAttribute('rel') ?? '' })),
          new URL(BASE).origin,
        )
      for (const link of external) {
        expect(link.rel.split(/\s+/), link.href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
      }
    })
  }
})
