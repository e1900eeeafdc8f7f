import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { cartValue, formatInr, lakeProducts, mutateLake, openWithStoredCart, storedCart, toLine } from './cart-fixtures'

const badge = (page: Page) => page.getByTestId('cart-badge')

test('an empty cart shows the empty state with Shop Now to the home page', async ({ page }) => {
  await page.goto('/cart')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is empty')
  await expect(page.getByText('Add some products to get started!')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/')
  await expect(badge(page)).toHaveCount(0)
})

test('add and remove from the catalogue: toggles, toasts announced one at a time, badge, cart page', async ({ page }) => {
  await page.goto('/products')
  await hydrated(page)
  const toasts = page.getByRole('region', { name: /Notifications/ })
  const adds = page.getByRole('button', { name: /^Add .+ to cart$/ })
  // No toaster, and no sonner stylesheet restyling the page, before the visitor acts (docs/decisions/048).
  await page.waitForLoadState('networkidle')
  await expect(toasts).toHaveCount(0)
  expect(await page.locator('style', { hasText: 'data-sonner-toaster' }).count()).toBe(0)
  // Reaching a button mounts the live region, empty, before the first toast is put in it.
  await adds.nth(0).focus()
  await expect(toasts).toHaveAttribute('aria-live', 'polite')
  await expect(toasts.getByRole('listitem')).toHaveCount(0)
  const first = ((await adds.nth(0).textContent()) ?? '').trim().replace(/^Add (.+) to cart$/, '$1')
  const second = ((await adds.nth(1).textContent()) ?? '').trim().replace(/^Add (.+) to cart$/, '$1')
  await adds.nth(0).click()
  await expect(toasts).toContainText('Added to cart!')
  await expect(toasts).toContainText(first)
  await page.getByRole('button', { name: `Add ${second} to cart` }).click()
  await expect(toasts).toContainText(second)
  // Each cart toast replaces the last: they never pile up.
  await expect(toasts.getByRole('listitem')).toHaveCount(1)
  await expect(badge(page)).toHaveText('2')

  await page.getByRole('button', { name: `Remove ${first} from cart` }).click()
  await expect(toasts).toContainText('Removed from cart')
  await expect(badge(page)).toHaveText('1')
  await expect(page.getByRole('button', { name: `Add ${first} to cart` })).toBeVisible()

  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart (1)')
  await expect(page.getByRole('heading', { level: 2, name: second })).toBeVisible()
  await page.getByRole('button', { name: `Remove ${second} from cart` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is empty')
  await page.goBack()
  await expect(page.getByRole('button', { name: `Add ${second} to cart` })).toBeVisible()
})

test('add and remove from the featured products of the home page', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const featured = page.getByRole('region', { name: 'Featured Products' })
  // The section hydrates after the page (docs/decisions/023), then shows this visit's random pick.
  await expect(featured).toHaveAttribute('data-pick', 'visit')
  const add = featured.getByRole('button', { name: /^Add .+ to cart$/ }).first()
  const name = ((await add.textContent()) ?? '').trim().replace(/^Add (.+) to cart$/, '$1')
  await add.click()
  // A toast leaves after a few seconds: it is read first, while it is surely there; the badge stays.
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Added to cart!')
  await expect(badge(page)).toHaveText('1')
  await featured.getByRole('button', { name: `Remove ${name} from cart` }).click()
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Removed from cart')
  await expect(badge(page)).toHaveCount(0)
})

test('a product page adds its product with pack size; the cart shows it', async ({ page, request }) => {
  const [p] = await lakeProducts(request, [20])
  await page.goto(`/products/${p!.slug}`)
  await hydrated(page)
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add ${p!.name} to cart` })
    .click()
  await expect(badge(page)).toHaveText('1')
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click()
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: p!.name, exact: true }) })
  await expect(line.getByRole('link', { name: p!.name })).toHaveAttribute('href', `/products/${p!.slug}`)
  await expect(line).toContainText(formatInr(p!.price))
  await expect(line.locator('img')).toHaveAttribute('src', /\/images\//)
})

test('quantity rules: plus adds one, minus is disabled at 1, totals follow in rupees', async ({ page, request }) => {
  const [a, b] = await lakeProducts(request, [1, 2])
  await openWithStoredCart(page, cartValue([toLine(a!), toLine(b!, 2)]))
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart (2)')
  await expect(badge(page)).toHaveText('2')

  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: a!.name, exact: true }) })
  const quantity = line.getByRole('group', { name: `Quantity of ${a!.name}` })
  const minus = line.getByRole('button', { name: `Decrease quantity of ${a!.name}` })
  const plus = line.getByRole('button', { name: `Increase quantity of ${a!.name}` })
  await expect(quantity.getByRole('status')).toHaveText('1')
  await expect(minus).toBeDisabled()
  await minus.click({ force: true })
  await expect(quantity.getByRole('status')).toHaveText('1')

  await plus.click()
  await plus.click()
  await expect(quantity.getByRole('status')).toHaveText('3')
  await expect(minus).toBeEnabled()
  await expect(line).toContainText(formatInr(a!.price * 3))
  const total = formatInr(a!.price * 3 + b!.price * 2)
  const summary = page.getByRole('complementary', { name: 'Order Summary' })
  await expect(summary.getByRole('definition')).toHaveText([total, total])
  await expect(summary.getByRole('term')).toHaveText(['Subtotal', 'Total'])

  await minus.click()
  await expect(quantity.getByRole('status')).toHaveText('2')
  await expect(summary.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout')
  // Badge counts lines, not units.
  await expect(badge(page)).toHaveText('2')
})

test('the cart survives a reload, and removing a line toasts and updates the badge', async ({ page, request }) => {
  const [a, b] = await lakeProducts(request, [3, 4])
  await openWithStoredCart(page, cartValue([toLine(a!, 2), toLine(b!)]))
  await hydrated(page)
  await page.getByRole('button', { name: `Increase quantity of ${b!.name}` }).click()
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('group', { name: `Quantity of ${b!.name}` }).getByRole('status')).toHaveText('2')

  await page.getByRole('button', { name: `Remove ${a!.name} from cart` }).click()
  const toasts = page.getByRole('region', { name: /Notifications/ })
  await expect(toasts).toHaveAttribute('aria-live', 'polite')
  await expect(toasts.getByRole('listitem')).toHaveCount(1)
  await expect(toasts).toContainText('Removed from cart')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart (1)')
  await expect(badge(page)).toHaveText('1')
  await toasts.getByRole('button', { name: 'Close notification' }).click()
  await expect(toasts.getByRole('listitem')).toHaveCount(0)

  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart (1)')
  // Saved with the catalogue's current image (re-pricing refreshes it).
  await expect.poll(() => storedCart(page)).toEqual({ state: { lines: [{ ...toLine(b!, 2), image: expect.stringContaining('/images/') }] }, version: 1 })
})

test('two tabs stay in step', async ({ page, context, request }) => {
  const [a, b] = await lakeProducts(request, [5, 6])
  await openWithStoredCart(page, cartValue([toLine(a!), toLine(b!)]))
  await hydrated(page)
  const other = await context.newPage()
  await other.goto('/cart')
  await hydrated(other)
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart (2)')

  await page.getByRole('button', { name: `Increase quantity of ${a!.name}` }).click()
  await expect(other.getByRole('group', { name: `Quantity of ${a!.name}` }).getByRole('status')).toHaveText('2')
  await other.getByRole('button', { name: `Remove ${b!.name} from cart` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart (1)')
  await expect(badge(page)).toHaveText('1')
})

test('Clear Cart asks in a dialog: Cancel keeps the cart, confirming empties it', async ({ page, request }) => {
  const [a] = await lakeProducts(request, [7])
  await openWithStoredCart(page, cartValue([toLine(a!, 3)]))
  await hydrated(page)
  const question = 'Are you sure you want to clear the cart?'
  await page.getByRole('button', { name: 'Clear Cart' }).click()
  const dialog = page.getByRole('dialog', { name: question })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart (1)')

  await page.getByRole('button', { name: 'Clear Cart' }).click()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart (1)')

  await page.getByRole('button', { name: 'Clear Cart' }).click()
  await dialog.getByRole('button', { name: 'Yes, clear the cart' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is empty')
  await expect(badge(page)).toHaveCount(0)
  expect(await storedCart(page)).toEqual({ state: { lines: [] }, version: 1 })
})

test('re-pricing: current names and prices show; a deleted product is unavailable, not counted, removable', async ({ page, request }) => {
  // A throwaway product without a slug: the parallel catalogue tests never see it.
  const id = 9001
  const doc = {
    _id: `product-${id}`,
    _type: 'product',
    productId: id,
    name: 'Cart Test Pepper',
    category: 'Whole Spices',
    price: 150,
    bulkPrice: 900,
    rating: 4,
  }
  await mutateLake(request, [{ createOrReplace: doc }])
  try {
    const [a] = await lakeProducts(request, [8])
    const stale = { id, name: 'Old Pepper Name', image: '', price: 99, quantity: 2 }
    await openWithStoredCart(page, cartValue([toLine(a!), stale]))
    await hydrated(page)
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cart Test Pepper' }) })
    await expect(line).toContainText(formatInr(300))
    const total = formatInr(a!.price + 300)
    await expect(page.getByRole('complementary', { name: 'Order Summary' }).getByRole('definition').last()).toHaveText(total)

    await mutateLake(request, [{ delete: { id: doc._id } }])
    await page.reload()
    await hydrated(page)
    await expect(line).toContainText('No longer available')
    await expect(line.getByRole('button', { name: /quantity/ })).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: 'Order Summary' }).getByRole('definition').last()).toHaveText(formatInr(a!.price))
    await line.getByRole('button', { name: 'Remove Cart Test Pepper from cart' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart (1)')
  } finally {
    await mutateLake(request, [{ delete: { id: doc._id } }])
  }
})

test('when current prices cannot be loaded, the saved prices show with a notice, and Try again refreshes them', async ({ page, request, problemLog }) => {
  problemLog.allow(/request failed: GET .*\/data\/query\//)
  problemLog.allow('net::ERR_FAILED')
  const [a] = await lakeProducts(request, [19])
  await page.goto('/policies/privacy-policy')
  await page.evaluate((value) => localStorage.setItem('cart', value), cartValue([{ ...toLine(a!), price: a!.price + 7 }]))
  const repricing = (url: URL) => url.pathname.includes('/data/query/') && (url.searchParams.get('query') ?? '').includes('productId in $ids')
  await page.route(repricing, (route) => route.abort())
  await page.goto('/cart')
  await hydrated(page)
  await expect(page.getByText('Current prices could not be loaded')).toBeVisible()
  await expect(page.getByRole('main')).toContainText(formatInr(a!.price + 7))
  await page.unroute(repricing)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText('Current prices could not be loaded')).toBeHidden()
  await expect(page.getByRole('complementary', { name: 'Order Summary' }).getByRole('definition').last()).toHaveText(formatInr(a!.price))
})

test('Send on WhatsApp opens wa.me with the whole cart as text', async ({ page, request }) => {
  const [a, b] = await lakeProducts(request, [9, 10])
  await openWithStoredCart(page, cartValue([toLine(a!, 2), toLine(b!, 5)]))
  await hydrated(page)
  const link = page.getByRole('link', { name: /Send on WhatsApp/ })
  await expect(link).toHaveAttribute('target', '_blank')
  const href = new URL((await link.getAttribute('href'))!)
  expect(href.origin + href.pathname).toMatch(/^https:\/\/wa\.me\/\d{10,15}$/)
  expect(href.searchParams.get('text')).toBe(
    [
      'Hello, I would like to order:',
      `1. ${a!.name} × 2 @ ${formatInr(a!.price)} = ${formatInr(a!.price * 2)}`,
      `2. ${b!.name} × 5 @ ${formatInr(b!.price)} = ${formatInr(b!.price * 5)}`,
      `Total: ${formatInr(a!.price * 2 + b!.price * 5)}`,
    ].join('\n'),
  )
})

test.describe('a corrupt or foreign saved cart', () => {
  const good = { id: 1, name: 'Stored Line', image: '', price: 10, quantity: 1 }
  const kinds: [label: string, raw: () => string, lines: number][] = [
    ['invalid JSON', () => '{"state": {"lines": [', 0],
    [
      'the first version bare array',
      () =>
        JSON.stringify([
          { ...good, quantity: 2 },
          { ...good, id: 2 },
        ]),
      2,
    ],
    ['a wrong shape', () => JSON.stringify({ state: 'nope', version: 1 }), 0],
    ['a number', () => '42', 0],
    [
      'negative, fractional and huge quantities',
      () =>
        cartValueRaw([
          { ...good, quantity: -3 },
          { ...good, id: 2, quantity: 2.5 },
          { ...good, id: 3, quantity: 1e300 },
        ]),
      3,
    ],
    ['duplicate ids', () => cartValueRaw([good, { ...good, quantity: 7 }, good]), 1],
    ['a 5 MB string', () => 'x'.repeat(2_600_000), 0],
  ]
  for (const [label, raw, lines] of kinds) {
    test(`${label}: the site renders with a repaired cart`, async ({ page }) => {
      await openWithStoredCart(page, raw())
      await hydrated(page)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lines === 0 ? 'Your cart is empty' : `Shopping Cart (${lines})`)
      if (lines > 0) {
        await expect(badge(page)).toHaveText(String(lines))
        for (const status of await page
          .getByRole('group', { name: /^Quantity of/ })
          .getByRole('status')
          .all()) {
          await expect(status).toHaveText(/^(?:[1-9]\d{0,3})$/)
        }
      }
    })
  }

  test('repaired quantities are whole numbers from 1 to 9999 and are saved back', async ({ page, request }) => {
    const [a] = await lakeProducts(request, [11])
    await openWithStoredCart(page, JSON.stringify([{ ...toLine(a!), quantity: 1e300 }]))
    await hydrated(page)
    await expect(page.getByRole('group', { name: `Quantity of ${a!.name}` }).getByRole('status')).toHaveText('9999')
    await expect(page.getByRole('button', { name: `Increase quantity of ${a!.name}` })).toBeDisabled()
    // Saved back once the cart page has re-priced the line from the catalogue (which gives its image).
    await expect
      .poll(() => storedCart(page))
      .toEqual({
        state: { lines: [{ ...toLine(a!), quantity: 9999, image: expect.stringContaining('/images/') }] },
        version: 1,
      })
  })
})

function cartValueRaw(lines: object[]): string {
  return JSON.stringify({ state: { lines }, version: 1 })
}

/** Site data blocked: reading window.localStorage itself throws, as in some private modes. */
async function disableStorage(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
  })
}

test.describe('when the browser will not save the cart', () => {
  const unsaved = 'Your cart cannot be saved in this browser. It is kept until you close or reload this tab.'

  test('storage full: the cart works for the visit and says it cannot be saved', async ({ page, request }) => {
    const [a] = await lakeProducts(request, [12])
    await openWithStoredCart(page, cartValue([toLine(a!)]))
    await hydrated(page)
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
    await page.getByRole('button', { name: `Increase quantity of ${a!.name}` }).click()
    await expect(page.getByRole('group', { name: `Quantity of ${a!.name}` }).getByRole('status')).toHaveText('2')
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(unsaved)
    await expect(page.getByRole('main').getByText(unsaved)).toBeVisible()
  })

  test('storage disabled: the site renders, the cart page says it cannot be saved', async ({ page }) => {
    await disableStorage(page)
    await page.goto('/cart')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is empty')
    await expect(page.getByRole('main').getByText(unsaved)).toBeVisible()
  })

  test('storage disabled: products added in the catalogue stay for the visit', async ({ page }) => {
    await disableStorage(page)
    await page.goto('/products')
    await hydrated(page)
    const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first()
    const name = ((await add.textContent()) ?? '').trim().replace(/^Add (.+) to cart$/, '$1')
    await add.click()
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(unsaved)
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click()
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(page.getByRole('main').getByText(unsaved)).toBeVisible()
  })
})
