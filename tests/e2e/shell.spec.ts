import { expect, hydrated, test } from './fixtures'
import { todayInIndia } from '../../shared/dates'

// Each page's heading inside the layout is checked in every-page.spec.ts.

test('an unknown path shows the not-found page with status 404', async ({ page, problemLog }) => {
  problemLog.allow(/HTTP 404 GET .*\/no-such-page/)
  problemLog.allow('404 (Not Found)')
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  expect(await page.title()).toMatch(/^Page not found/)
  await expect(page.getByRole('main').getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/')
  await expect(page.getByRole('main').getByRole('link', { name: /products/i })).toHaveAttribute('href', '/products')
})

test("before it hydrates, a page starts a worker that makes its language's first formatters, and the worker ends (decision 047)", async ({ page }) => {
  // The worker closes itself once its last formatter is made: a script error, or a formatter the
  // locale refuses, would leave it running, and a content security policy that refused it would start none.
  let closed: Promise<unknown> | undefined
  const started = page.waitForEvent('worker', (worker) => {
    if (!/\/intl-warm\.worker-[\w-]+\.js$/.test(worker.url())) return false
    closed = new Promise((resolve) => worker.once('close', resolve))
    return true
  })
  await page.goto('/ar/products')
  await started
  await closed
  await hydrated(page)
})

test('header links navigate in the app', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Product' }).click()
  await expect(page).toHaveURL(/\/product$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products')
  await nav.getByRole('link', { name: 'B2B orders' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulk Orders & B2B Solutions')
  await nav.getByRole('link', { name: 'About' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
  await nav.getByRole('link', { name: 'Contact' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
  await nav.getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole('banner').getByRole('link', { name: /cart/i }).click()
  await expect(page).toHaveURL(/\/cart$/)
})

test('Call Us dials the configured phone', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', /^tel:\+?\d{8,}$/)
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the mobile menu opens, navigates and closes (also on Escape)', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeHidden()
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['Home', 'Product', 'B2B orders', 'About', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'About' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
    await expect(menu).toBeHidden()
  })
})

test('with samples listed and a cart, the header fits every width from a 320 px phone up: nothing off screen, no icon squeezed', async ({ page }) => {
  // Nine loads, one per width.
  test.slow()
  await page.goto('/')
  await page.evaluate(() => {
    localStorage.setItem('cart', JSON.stringify({ state: { lines: [{ id: 1, name: 'Cumin Seeds', image: '', price: 60, quantity: 2 }] }, version: 1 }))
    const sample = { id: 1, name: 'Cumin Seeds (Jeera)', slug: 'cumin-seeds-jeera', sampleSize: '100 g' }
    localStorage.setItem('samples', JSON.stringify({ state: { items: [sample] }, version: 1 }))
  })
  for (const width of [320, 360, 375, 412, 480, 768, 900, 1024, 1280]) {
    await page.setViewportSize({ width, height: 740 })
    await page.reload()
    await hydrated(page)
    const banner = page.getByRole('banner')
    await expect(banner.getByTestId('cart-badge'), `${width} px`).toHaveText('1')
    const layout = await page.evaluate(() => {
      const header = document.querySelector('.site-header') as HTMLElement
      const shown = [...header.querySelectorAll<HTMLElement>('.header-bar a, .header-bar button')].filter((el) => el.offsetParent !== null)
      return {
        pageWidth: document.documentElement.scrollWidth,
        offScreen: shown
          .filter((el) => el.getBoundingClientRect().left < 0 || el.getBoundingClientRect().right > window.innerWidth)
          .map((el) => el.textContent || el.getAttribute('aria-label')),
        squeezed: [...header.querySelectorAll<SVGElement>('svg.icon')]
          .filter((svg) => svg.getBoundingClientRect().width > 0 && Math.round(svg.getBoundingClientRect().width) !== Number(svg.getAttribute('width')))
          .map((svg) => `${svg.parentElement?.className}: ${Math.round(svg.getBoundingClientRect().width)} px of ${svg.getAttribute('width')}`),
      }
    })
    expect(layout, `${width} px`).toEqual({ pageWidth: width, offScreen: [], squeezed: [] })
  }
})

test('the cart badge shows one line and hides at zero', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const badge = page.getByTestId('cart-badge')
  await expect(badge).toHaveCount(0)
  await page.evaluate(() => {
    localStorage.setItem('cart', JSON.stringify({ state: { lines: [{ id: 1, name: 'Cumin Seeds', image: '', price: 60, quantity: 2 }] }, version: 1 }))
  })
  await page.reload()
  await hydrated(page)
  await expect(badge).toHaveText('1')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  await page.evaluate(() => localStorage.removeItem('cart'))
  await page.reload()
  await hydrated(page)
  await expect(badge).toHaveCount(0)
})

test('the footer shows the current year, quick links and category links', async ({ page }) => {
  await page.goto('/about')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByTestId('copyright-year')).toHaveText(todayInIndia().slice(0, 4))
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policies/privacy-policy')
  await expect(footer.getByRole('link', { name: 'Certification' })).toHaveAttribute('href', '/certification')
  await expect(footer.getByRole('link', { name: 'Whole Spices' })).toHaveAttribute('href', '/product?category=Whole+Spices')
  await expect(footer.getByRole('link', { name: 'Makhana' })).toHaveAttribute('href', '/product?category=Makhana')
  await expect(footer.locator('address')).toContainText('New Delhi')
  await expect(footer.locator('a[href="#"]')).toHaveCount(0)
})

test('the HTML served for /products already holds the heading, before any script runs', async ({ request }) => {
  const res = await request.get('/products')
  expect(res.status()).toBe(200)
  expect(res.headers()['cache-control']).toBe('no-cache')
  const html = await res.text()
  expect(html).toMatch(/<h1[^>]*>Our Products<\/h1>/)
  expect(html).toContain('<title>Our Products')
})
