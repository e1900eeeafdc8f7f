import type { Page, Route } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/** Home, About, B2B, the policies and /certification (issue 7), against the seeded content. */

/** Requests to the content lake's query API whose GROQ contains `text`. */
function lakeQueryWith(text: string) {
  return (url: URL) => {
    const lake = process.env.E2E_LAKE_URL
    return Boolean(lake && url.origin === new URL(lake).origin && url.pathname.includes('/data/query/') && url.searchParams.get('query')?.includes(text))
  }
}

/** Answers a lake query with the real answer's `result` changed by `edit`. */
async function editResult<T>(route: Route, edit: (result: T) => T) {
  const response = await route.fetch()
  const body = (await response.json()) as { result: T }
  await route.fulfill({ response, json: { ...body, result: edit(body.result) } })
}

const teaser = (page: Page) => page.locator('#blog')
const main = (page: Page) => page.getByRole('main')

test.describe('home', () => {
  test('hero with Shop Now and the social links from the settings', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const hero = page.getByRole('region', { name: 'Premium Indian spices and makhana, from New Delhi to the world' })
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(hero.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products')
    for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'Blog']) {
      const link = hero.getByRole('link', { name: `${name} (opens in a new tab)` })
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(await page.title()).toMatch(/^Premium Indian Spices & Makhana Exporter \| /)
  })

  test('Customers Say: six testimonials, 3 Spices and 3 Makhana, with star ratings', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const section = page.getByRole('region', { name: 'What Our Customers Say' })
    const cards = section.getByRole('list', { name: 'Testimonials' }).getByRole('listitem')
    await expect(cards).toHaveCount(6)
    await expect(section.getByText('Spices', { exact: true })).toHaveCount(3)
    await expect(section.getByText('Makhana', { exact: true })).toHaveCount(3)
    const meera = cards.filter({ hasText: 'Meera Kapoor' })
    await expect(meera.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible()
    // The star rule: 4.3 is four whole stars and a half.
    await expect(meera.locator('[data-star="full"]')).toHaveCount(4)
    await expect(meera.locator('[data-star="half"]')).toHaveCount(1)
    await expect(cards.filter({ hasText: 'Rohan Mehta' }).getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeVisible()

    // The buttons work once the section has hydrated, after the page (docs/decisions/023).
    await expect(page.locator('.deferred-section:has(> section.testimonials)')).toHaveAttribute('data-deferred', 'hydrated')
    const next = section.getByRole('button', { name: 'Next testimonials' })
    const previous = section.getByRole('button', { name: 'Previous testimonials' })
    await expect(previous).toBeDisabled()
    await next.click()
    await expect(previous).toBeEnabled()
  })

  test('blog teaser: heading, text, three posts; a card leads to its category, Read More to the post', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const section = teaser(page)
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Latest from Our Blog')
    await expect(section).toContainText('Explore our articles for insights, recipes, and stories about makhana.')
    await expect(section.getByRole('article')).toHaveCount(3)
    const categories: [name: string, path: string][] = [
      ['Health', '/blog/health'],
      ['Recipes', '/blog/recipes'],
      ['Culture', '/blog/culture'],
    ]
    for (const [category, path] of categories) {
      await expect(section.getByRole('link', { name: `${category} articles` })).toHaveAttribute('href', path)
    }
    await expect(section.getByRole('link', { name: 'Read More: The nutritional benefits of makhana' })).toHaveAttribute(
      'href',
      '/blog/health/the-nutritional-benefits-of-makhana',
    )

    // A click anywhere on the card goes to the category in lower case.
    await section.getByRole('article').filter({ hasText: 'Creative makhana recipes' }).click()
    await expect(page).toHaveURL(/\/blog\/recipes$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipes Blogs')

    await page.goBack()
    await teaser(page).getByRole('link', { name: 'Read More: Creative makhana recipes' }).click()
    await expect(page).toHaveURL(/\/blog\/recipes\/creative-makhana-recipes$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creative makhana recipes')
  })

  test('the home page shows the catalogue and contact sections of the other issues', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible()
    await expect(page.locator('#contact').getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible()
  })

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('teaser cards below the fold fade in when scrolled to', async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      const last = teaser(page).getByRole('article').last()
      await expect(last).toHaveCSS('opacity', '0')
      await last.scrollIntoViewIfNeeded()
      await expect(last).toHaveCSS('opacity', '1')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    })

    test('with reduced motion the cards are never hidden', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      await hydrated(page)
      const last = teaser(page).getByRole('article').last()
      await expect(last).toHaveCSS('opacity', '1')
      await expect(last).not.toHaveAttribute('data-reveal', /.*/)
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the teaser cards are in the HTML and visible', async ({ page, problemLog }) => {
      problemLog.allow(/request failed: GET .*\.js csp$/)
      await page.goto('/')
      const cards = teaser(page).getByRole('article')
      await expect(cards).toHaveCount(3)
      for (const card of await cards.all()) await expect(card).toHaveCSS('opacity', '1')
      await expect(teaser(page).getByRole('link', { name: 'Health articles' })).toHaveAttribute('href', '/blog/health')
    })
  })
})

test('About: the five sections and the strengths they name', async ({ page }) => {
  await page.goto('/about')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
  const sections = ['Profile', 'The Team', 'Quality Assurance', 'Warehousing and Packaging', 'Customer Satisfaction']
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([...sections, 'Work with us'])
  for (const point of [
    'Nutritional value',
    'Edible quality',
    'Shelf life',
    'Hygiene',
    'Fumigated warehouses',
    'Customised packaging',
    'Competitive and bulk pricing',
    'All payment options',
  ]) {
    await expect(main(page).getByRole('heading', { level: 3, name: point })).toBeVisible()
  }
  await expect(page.getByRole('region', { name: 'Customer Satisfaction' })).toContainText('cash and cheque')
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(
    'Spice & Makhana Co. is an import/export service provider and an exporter of makhana, spices and other edible products, located in New Delhi, India.',
  )
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Quality Assurance' }).click()
  await expect(page).toHaveURL(/#quality$/)
  expect(await page.title()).toMatch(/^About Us \| /)
})

test('B2B: gradient hero, the four tiles of the spec and the inquiry form with the 48-hour promise', async ({ page }) => {
  await page.goto('/b2b')
  await hydrated(page)
  const hero = page.getByRole('region', { name: 'Bulk Orders & B2B Solutions' })
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Bulk Orders & B2B Solutions')
  await expect(hero).toContainText('for restaurants and food manufacturers')
  await expect(hero).toHaveCSS('background-image', /linear-gradient/)
  const tiles = page.getByRole('region', { name: 'Why buy in bulk from us' }).getByRole('listitem')
  await expect(tiles).toHaveText([
    'Global ShippingWorldwide delivery with temperature-controlled logistics',
    'Quality AssuredISO certified processing with rigorous quality controls',
    'Quick Turnaround48-hour response time for all bulk inquiries',
    'Competitive PricingVolume-based pricing with flexible payment terms',
  ])
  const inquiry = page.getByRole('region', { name: 'Request a Bulk Quote' })
  await expect(inquiry).toContainText('within 48 hours with a detailed quote')
  await expect(inquiry.getByRole('form', { name: 'Bulk inquiry' })).toBeVisible()
  expect(await page.title()).toMatch(/^Bulk Orders & B2B Solutions \| /)
})

test.describe('policies', () => {
  const FIGURES: [slug: string, title: string, figures: string[]][] = [
    ['privacy-policy', 'Privacy Policy', []],
    [
      'refund-policy',
      'Refund Policy',
      [
        'within 7 days of purchase',
        'unused and unchanged',
        'non-refundable',
        'Digital products (such as downloadable recipe books or price lists) once they have been accessed.',
        'once work has begun',
        '5 to 10 business days',
        'original payment method',
        'order ID',
        'reason',
        'supporting documents',
      ],
    ],
    [
      'shipping-policy',
      'Shipping Policy',
      ['1 to 2 business days', 'confirmation e-mail', 'tracking number', '3 to 7 days', '7 to 15 days', 'credit/debit cards', 'UPI', 'digital wallets'],
    ],
    ['terms-of-services', 'Terms of Service', ['governed by the laws of New Delhi, India']],
  ]

  for (const [slug, title, figures] of FIGURES) {
    test(`/policies/${slug}: its title, every figure it promises and the last-updated date`, async ({ page }) => {
      await page.goto(`/policies/${slug}`)
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(main(page)).toContainText('Last updated: 1 January 2025')
      for (const figure of figures) await expect(main(page)).toContainText(figure)
      expect(await page.title()).toMatch(new RegExp(`^${title} \\| `))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
    })
  }

  test('links in a policy: e-mail and site pages', async ({ page }) => {
    await page.goto('/policies/shipping-policy')
    await hydrated(page)
    await expect(main(page).getByRole('link', { name: 'sales@example.com' })).toHaveAttribute('href', 'mailto:sales@example.com')
    await main(page).getByRole('link', { name: 'Refund Policy' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy')
  })

  test('in the app, an unknown policy shows the not-found page', async ({ page }) => {
    await page.goto('/policies/privacy-policy')
    await hydrated(page)
    // No page links to an unknown policy: a history entry (an old bookmark, Back) is how one arrives.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/policies/cookie-policy')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('an unknown policy is served as the not-found page with status 404', async ({ page, problemLog }) => {
      problemLog.allow(/HTTP 404 GET .*\/policies\/cookie-policy/)
      problemLog.allow('404 (Not Found)')
      problemLog.allow(/request failed: GET .*\.js csp$/)
      const response = await page.goto('/policies/cookie-policy')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    })
  })
})

test.describe('certification', () => {
  const certificates = (page: Page) => main(page).getByRole('listitem')

  test('the seeded certificate with its issuer, number, validity and a PDF download', async ({ page, request }) => {
    await page.goto('/certification')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certification')
    const card = certificates(page).filter({ has: page.getByRole('heading', { name: 'SAMPLE - FSSAI Central Licence' }) })
    await expect(card).toContainText('Food Safety and Standards Authority of India (sample entry)')
    await expect(card).toContainText('SAMPLE-10000000000000')
    await expect(card).toContainText('Valid until31 March 2030')
    await expect(card.getByText('Expired')).toHaveCount(0)
    const download = card.getByRole('link', { name: /^Download SAMPLE - FSSAI Central Licence \(PDF, \d+ KB\)$/ })
    await expect(download).toHaveAttribute('download', 'sample-fssai-licence.pdf')
    const file = await request.get((await download.getAttribute('href')) ?? '')
    expect(file.ok()).toBe(true)
    expect(file.headers()['content-type']).toContain('application/pdf')
    expect(await page.title()).toMatch(/^Certification \| /)
  })

  test('an expired certificate is marked', async ({ page }) => {
    await page.route(lakeQueryWith('_type == "certificate"'), (route) =>
      editResult<{ _id: string; title: string; validUntil: string }[]>(route, (list) => [
        ...list,
        { ...list[0]!, _id: 'certificate-old', title: 'Old Spice Board Registration', validUntil: '2020-06-30' },
      ]),
    )
    await page.goto('/certification')
    await hydrated(page)
    const old = certificates(page).filter({ has: page.getByRole('heading', { name: /Old Spice Board Registration/ }) })
    await expect(old.getByRole('heading')).toHaveText('Old Spice Board RegistrationExpired')
    await expect(old).toContainText('Expired on30 June 2020')
    await expect(certificates(page).filter({ hasText: 'SAMPLE - FSSAI Central Licence' }).getByText('Expired')).toHaveCount(0)
  })

  test('without certificates the page says so', async ({ page }) => {
    await page.route(lakeQueryWith('_type == "certificate"'), (route) => editResult(route, () => []))
    await page.goto('/certification')
    await hydrated(page)
    await expect(main(page)).toContainText('No certificates are published yet.')
    await expect(certificates(page)).toHaveCount(0)
  })
})
