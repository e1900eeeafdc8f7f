import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { POST_PATH, PRODUCT_PATH, PUBLIC_ROUTES } from './public-routes'
import { pathInLanguage } from '../../shared/languages'

const MAIL = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:4991'
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * The sections that fade in on scroll (src/components/ui/use-reveal.ts) are checked as a reader sees
 * them after scrolling down: axe scrolls to each element it measures, which would start a fade and
 * read its colour half-way. Every section is scrolled past first, what that loads is let arrive, and
 * the fades are let finish.
 */
async function revealEverything(page: Page) {
  await page.evaluate(async () => {
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

async function expectNoViolations(page: Page) {
  await revealEverything(page)
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}

/**
 * The other languages, once per kind of page rather than every route again: Arabic pages of cards,
 * text, a form and an English fallback (lang, dir), and a product page in the others.
 */
const OTHER_LANGUAGE_PAGES = [
  ...['/', '/products', PRODUCT_PATH, POST_PATH, '/checkout', '/policies/refund-policy'].map((path) => pathInLanguage(path, 'ar')),
  ...(['zh', 'de'] as const).map((language) => pathInLanguage(PRODUCT_PATH, language)),
]

test.describe('axe finds no violations', () => {
  for (const { path } of [...PUBLIC_ROUTES, ...OTHER_LANGUAGE_PAGES.map((p) => ({ path: p })), { path: '/no-such-page' }]) {
    test(`on ${path}`, async ({ page, problemLog }) => {
      // A full axe pass over a page of cards: slow on a loaded machine.
      test.slow()
      problemLog.allow(/HTTP 404 GET .*\/no-such-page/)
      problemLog.allow('404 (Not Found)')
      await page.goto(path)
      await hydrated(page)
      await expectNoViolations(page)
    })
  }

  test('on a phone, with the mobile menu open, and with a line in the cart', async ({ page }) => {
    // Two full axe passes over the catalogue's 56 cards and the cart: slow on a loaded machine.
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/products')
    await hydrated(page)
    await page
      .getByRole('button', { name: /^Add .+ to cart$/ })
      .first()
      .click()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expectNoViolations(page)
    await page.goto('/cart')
    await hydrated(page)
    await expectNoViolations(page)
  })
})

/**
 * Presses Tab (or Shift+Tab, to go back up the page) until `target` has focus: proves it is
 * reachable by keyboard, in order.
 */
async function tabTo(page: Page, target: Locator, { key = 'Tab', limit = 250 }: { key?: 'Tab' | 'Shift+Tab'; limit?: number } = {}) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(key)
  }
  throw new Error(`not reachable with ${key}: ${target.toString()}`)
}

test('keyboard only: add to cart, open the cart, change a quantity, send an inquiry', async ({ page, request }) => {
  // Dozens of key presses, each a round trip to the browser: give a busy machine time.
  test.slow()
  await page.goto('/products')
  await hydrated(page)
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first()
  const product = (await add.textContent())?.trim().replace(/^Add (.+) to cart$/, '$1') ?? ''
  await tabTo(page, add)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: `Remove ${product} from cart` }).first()).toBeVisible()

  await tabTo(page, page.getByRole('banner').getByRole('link', { name: /^Cart, 1 item/ }), { key: 'Shift+Tab' })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/cart$/)
  await hydrated(page)
  await tabTo(page, page.getByRole('button', { name: `Increase quantity of ${product}` }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('group', { name: `Quantity of ${product}` })).toContainText('2')

  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }), { key: 'Shift+Tab' })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
  const form = page.getByRole('form', { name: 'Bulk inquiry' })
  const name = `Keyboard Buyer ${Date.now()}`
  await tabTo(page, form.getByRole('textbox', { name: 'Name', exact: true }))
  await page.keyboard.type(name)
  for (const text of ['Keyboard Foods Ltd', 'buyer@keyboard.example', '+44 20 7946 0000', 'United Kingdom']) {
    await page.keyboard.press('Tab')
    await page.keyboard.type(text)
  }
  await page.keyboard.press('Tab')
  await expect(form.getByRole('combobox', { name: 'Business Type' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Tab')
  await page.keyboard.type(product)
  await page.keyboard.press('Tab')
  await expect(form.getByRole('combobox', { name: 'Quantity' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Sent without a mouse.')
  await tabTo(page, form.getByRole('button', { name: 'Send Inquiry' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Message sent successfully!')).toBeVisible()

  const inbox = (await (await request.get(`${MAIL}/__inbox.json`)).json()) as { params: Record<string, string> }[]
  const entry = inbox.find((e) => e.params.name === name)
  expect(entry?.params).toMatchObject({ company: 'Keyboard Foods Ltd', country: 'United Kingdom', products: product })
  expect(entry?.params.businessType).not.toBe('')
  expect(entry?.params.quantity).not.toBe('')
})

test('focus is visible on links, buttons and fields', async ({ page }) => {
  await page.goto('/contact')
  await hydrated(page)
  for (const target of [
    page.getByRole('banner').getByRole('link', { name: 'About' }),
    page.getByRole('form', { name: 'Bulk inquiry' }).getByRole('textbox', { name: 'Name', exact: true }),
    page.getByRole('form', { name: 'Bulk inquiry' }).getByRole('button', { name: 'Send Inquiry' }),
  ]) {
    await tabTo(page, target)
    const outline = await target.evaluate((el) => {
      const style = getComputedStyle(el)
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), shadow: style.boxShadow }
    })
    expect((outline.style !== 'none' && outline.width > 0) || outline.shadow !== 'none', JSON.stringify(outline)).toBe(true)
  }
})

test.describe('with reduced motion asked for', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' })

  test('nothing waits for an animation: sections and cards are visible at once', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    for (const section of [page.locator('#blog'), page.locator('#contact')]) {
      await section.scrollIntoViewIfNeeded()
      const opacity = await section.evaluate((el) => getComputedStyle(el).opacity)
      expect(opacity).toBe('1')
    }
    const transitions = await page
      .locator('.site-main *')
      .evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).transitionDuration) || 0).filter((d) => d > 0.01))
    expect(transitions).toEqual([])
  })
})
