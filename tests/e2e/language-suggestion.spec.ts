import type { Page } from '@playwright/test'
import { LANGUAGE_SUGGESTION_TEXT } from '../../src/components/layout/language-suggestion-text'
import { expect, hydrated, test } from './fixtures'

const OFFERS = new RegExp(
  Object.values(LANGUAGE_SUGGESTION_TEXT)
    .map((text) => text.offer)
    .join('|'),
)

/** Where the page's parts are, and how tall it is: what an offer in the page's flow would move. */
function pageLayout(page: Page) {
  return page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    parts: ['.site-header', 'h1', '#main', 'footer'].map((selector) => document.querySelector(selector)?.getBoundingClientRect().toJSON()),
  }))
}

test.describe('a browser that prefers German', () => {
  test.use({ locale: 'de-DE' })

  test('is offered the English page in German, after the page has loaded and over it (nothing moves); closing it is remembered', async ({ page }) => {
    const response = await page.goto('/products?category=Makhana')
    expect(await response?.text(), 'the pre-rendered page, as crawlers read it').not.toContain('language-suggestion')
    await hydrated(page)
    const offer = page.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch' })
    await expect(offer).toHaveAttribute('lang', 'de')
    await expect(offer.getByRole('link')).toHaveAttribute('href', '/de/products?category=Makhana')
    // Polled: the page itself may still be filling in (fresh content after the build's); only an offer in the flow never matches.
    await expect
      .poll(async () => {
        const withOffer = await pageLayout(page)
        await offer.evaluate((el) => el.setAttribute('hidden', ''))
        const without = await pageLayout(page)
        await offer.evaluate((el) => el.removeAttribute('hidden'))
        return JSON.stringify(withOffer) === JSON.stringify(without)
      }, 'the page is laid out the same with the offer and without it')
      .toBe(true)
    await offer.getByRole('button', { name: 'Schließen' }).click()
    await expect(offer).toBeHidden()
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(offer).toHaveCount(0)
  })

  test('follows the offer to the German page, and is not offered English there or again', async ({ page }) => {
    await page.goto('/about')
    await hydrated(page)
    await page.getByRole('link', { name: 'Diese Seite gibt es auch auf Deutsch' }).click()
    await expect(page).toHaveURL(/\/de\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await hydrated(page)
    await expect(page.getByRole('complementary', { name: OFFERS })).toHaveCount(0)
    await page.goto('/about')
    await hydrated(page)
    await expect(page.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch' })).toHaveCount(0)
  })
})

test('a browser that prefers English is offered nothing on an English page, and English on an Arabic one', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await expect(page.getByRole('complementary', { name: OFFERS })).toHaveCount(0)
  await page.goto('/ar/contact')
  await hydrated(page)
  await expect(page.getByRole('complementary', { name: 'This page is also in English' }).getByRole('link')).toHaveAttribute('href', '/contact')
})
