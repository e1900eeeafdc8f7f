import { expect, hydrated, test } from './fixtures'
import { pageFit } from './page-fit'
import { POST_PATH, PRODUCT_PATH } from './public-routes'

/** Every kind of page, in Arabic (right to left); each is loaded once, then the window takes each width, as a turned tablet does. */
const PAGE_TYPES: [kind: string, path: string][] = [
  ['home', '/ar'],
  ['products', '/ar/products'],
  ['category', '/ar/products/category/whole-spices'],
  ['product', `/ar${PRODUCT_PATH}`],
  ['cart', '/ar/cart'],
  ['samples', '/ar/samples'],
  ['quote', '/ar/checkout'],
  ['contact', '/ar/contact'],
  ['B2B', '/ar/b2b'],
  ['about', '/ar/about'],
  ['certification', '/ar/certification'],
  ['blog', '/ar/blog'],
  ['post', `/ar${POST_PATH}`],
  ['policy', '/ar/policies/shipping-policy'],
  ['not found', '/ar/no-such-page'],
]
const WIDTHS = [320, 375, 1280]

test.describe('Arabic, right to left', () => {
  test.beforeEach(async ({ page }) => {
    // A line in the cart and a sample listed, so the cart, sample and quote pages show their full layout.
    await page.addInitScript(() => {
      if (localStorage.getItem('cart')) return
      localStorage.setItem('cart', JSON.stringify({ state: { lines: [{ id: 1, name: 'Cumin Seeds', image: '', price: 60, quantity: 2 }] }, version: 1 }))
      const sample = { id: 1, name: 'Cumin Seeds (Jeera)', slug: 'cumin-seeds-jeera', sampleSize: '100 g' }
      localStorage.setItem('samples', JSON.stringify({ state: { items: [sample] }, version: 1 }))
    })
  })

  for (const [kind, path] of PAGE_TYPES) {
    test(`the ${kind} page fits 320, 375 and 1280 px: no sideways scroll, nothing off screen`, async ({ page, problemLog }) => {
      problemLog.allow(/HTTP 404 GET .*\/no-such-page/)
      problemLog.allow('404 (Not Found)')
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 })
      await page.goto(path)
      await hydrated(page)
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        expect(await pageFit(page), `${path} at ${width} px`).toEqual({ pageWidth: width, offScreen: [] })
      }
    })
  }

  test('the category carousel starts on the right and "next" moves it leftwards, its chevrons mirrored', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/ar')
    await hydrated(page)
    // The categories hydrate just after the page (docs/decisions/023); the buttons scroll from then on.
    await expect(page.locator('.deferred-section:has(> section.category-carousel)')).toHaveAttribute('data-deferred', 'hydrated')
    const track = page.locator('#category-carousel-track')
    await track.scrollIntoViewIfNeeded()
    const buttons = page.locator('button[aria-controls="category-carousel-track"]')
    const [previous, next] = [buttons.first(), buttons.last()]
    const first = track.getByRole('listitem').first()
    const trackBox = (await track.boundingBox())!
    const before = (await first.boundingBox())!
    expect(before.x + before.width, 'the first card ends at the track’s right edge').toBeGreaterThan(trackBox.x + trackBox.width - 8)
    // Right to left, "previous" sits on the right and "next" on the left, each chevron pointing its way.
    expect((await previous.boundingBox())!.x).toBeGreaterThan((await next.boundingBox())!.x)
    await expect(next.locator('svg')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)')
    await expect(previous).toBeDisabled()
    await next.click()
    await expect(previous).toBeEnabled()
    await expect.poll(async () => (await first.boundingBox())!.x, 'the first card moves off to the right').toBeGreaterThan(before.x + before.width / 2)
    expect(await pageFit(page)).toEqual({ pageWidth: 375, offScreen: [] })
  })
})
