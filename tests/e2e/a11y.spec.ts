import type { Locator, Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { expect, hydrated, test } from './fixtures'

const MAIL = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:4991'

// Every page's own pass is in every-page.spec.ts.
test.describe('axe finds no violations', () => {
  // No section waits to fade in (axe.ts).
  test.use({ reducedMotion: 'reduce' })

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
