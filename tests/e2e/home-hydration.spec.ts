import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { firstLoadScripts } from './first-load'

/**
 * The home page's sections below the hero (categories, featured products, testimonials, blog
 * teaser, contact) and every page's footer are in the HTML as they are, but their code loads, and
 * they hydrate, later: near the viewport, on idle or on the first interaction
 * (docs/decisions/023-deferred-section-hydration.md).
 */

/** A string literal only each section's own code carries (a class or id it renders), in any quotes. */
const SECTIONS = {
  categories: { code: /[`"']category-carousel-track[`"']/, selector: 'section.category-carousel' },
  featured: { code: /[`"']featured-heading[`"']/, selector: 'section.featured' },
  testimonials: { code: /[`"']testimonials-track[`"']/, selector: 'section.testimonials' },
  blog: { code: /[`"']blog-teaser-heading[`"']/, selector: '#blog' },
  contact: { code: /[`"']inq-contact-grid[`"']/, selector: '#contact' },
  footer: { code: /[`"']footer-quick-links[`"']/, selector: 'footer.site-footer' },
} as const
/** Far below the first screen of a phone: only scrolling, idle or an interaction starts them. */
const FAR: SectionName[] = ['testimonials', 'blog', 'contact', 'footer']
type SectionName = keyof typeof SECTIONS

const wrapper = (page: Page, name: SectionName) => page.locator(`.deferred-section:has(> ${SECTIONS[name].selector})`)

/** Which sections' code the page has fetched so far. */
function recordSectionCode(page: Page): Set<SectionName> {
  const fetched = new Set<SectionName>()
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return
    const body = await res.text().catch(() => '')
    for (const [name, section] of Object.entries(SECTIONS)) if (section.code.test(body)) fetched.add(name as SectionName)
  })
  return fetched
}

/** The browser is never idle: the sections wait for the viewport or an interaction. */
async function neverIdle(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
}

/** Before any script runs, marks the pre-rendered nodes, to tell them from nodes React would create. */
async function markServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      for (const node of document.querySelectorAll(':is(main, footer) :is(section, article, input, a, h2, nav), footer'))
        (node as unknown as Record<string, boolean>).__fromServer = true
    })
  })
}

/** `selector` (a section or the footer) and every section, card, field, link and heading in it are pre-rendered nodes. */
async function allFromServer(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((root) => {
    const nodes = [...root.querySelectorAll('section, article, input, a, h2, nav')]
    if (root.matches('section, footer')) nodes.push(root)
    return nodes.length > 1 && nodes.every((node) => (node as unknown as Record<string, boolean>).__fromServer === true)
  })
}

test('the pre-rendered home page holds every section complete and in place, not streamed in by script', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  for (const text of [
    'Shop by Category',
    'Featured Products',
    'What Our Customers Say',
    'Latest from Our Blog',
    'Contact Us',
    'Products of Interest',
    'Get in Touch',
  ])
    expect(main).toContain(text)
  // Each section inside its finished Suspense boundary (`<!--$-->`), not a fallback a script replaces later.
  for (const id of ['class="category-carousel"', 'class="featured"', 'class="testimonials"', 'id="blog"', 'id="contact"'])
    expect(main).toMatch(new RegExp(`<div class="deferred-section" data-deferred="waiting"><!--\\$--><section [^>]*${id}`))
  // The footer too, with its links.
  expect(html).toMatch(/<div class="deferred-section" data-deferred="waiting"><!--\$--><footer class="site-footer">/)
  expect(html.slice(html.indexOf('<footer'))).toContain('Privacy Policy')
  expect(main).not.toContain('<template')
  // React Router's own loader-data stream is the only thing revealed by script.
  expect(html.match(/\$RC\(/g)?.length ?? 0).toBeLessThanOrEqual(2)
})

test("the deferred sections' code is not part of the first load of /, nor the footer's of /products", async ({ request }) => {
  const first = await firstLoadScripts(request, '/')
  expect(first.size).toBeGreaterThan(0)
  // The page's own chunk is among them (the strings below would otherwise prove nothing).
  expect([...first.keys()].some((path) => /\/home-[\w-]+\.js$/.test(path))).toBe(true)
  for (const [path, body] of first) {
    for (const [name, section] of Object.entries(SECTIONS)) expect(section.code.test(body.toString('utf8')), `${name} code in ${path}`).toBe(false)
  }
  const catalogue = await firstLoadScripts(request, '/products')
  expect([...catalogue.keys()].some((path) => /\/products-[\w-]+\.js$/.test(path))).toBe(true)
  for (const [path, body] of catalogue) expect(SECTIONS.footer.code.test(body.toString('utf8')), `footer code in ${path}`).toBe(false)
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  test('a section loads its code when it comes near, and hydrates on the nodes of the HTML', async ({ page }) => {
    await neverIdle(page)
    await markServerNodes(page)
    const fetched = recordSectionCode(page)
    await page.goto('/')
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    // The categories and the featured products are within a screen of the viewport: they start at once.
    await expect(wrapper(page, 'categories')).toHaveAttribute('data-deferred', 'hydrated')
    expect([...fetched].filter((name) => FAR.includes(name))).toEqual([])
    for (const name of FAR) await expect(wrapper(page, name)).toHaveAttribute('data-deferred', 'waiting')

    // Scrolled by script: no interaction, only the viewport coming near.
    await page.evaluate(() => document.querySelector('section.testimonials')?.scrollIntoView())
    await expect(wrapper(page, 'testimonials')).toHaveAttribute('data-deferred', 'hydrated')
    await expect.poll(() => fetched.has('testimonials')).toBe(true)
    expect(fetched.has('contact')).toBe(false)
    expect(await allFromServer(page, SECTIONS.testimonials.selector)).toBe(true)

    // Hydrated, it works: the carousel's buttons scroll it.
    const section = page.getByRole('region', { name: 'What Our Customers Say' })
    await section.getByRole('button', { name: 'Next testimonials' }).click()
    await expect(section.getByRole('button', { name: 'Previous testimonials' })).toBeEnabled()
  })

  test('on idle every section hydrates, keeping its nodes; the fade-ins still play', async ({ page }) => {
    await markServerNodes(page)
    await page.goto('/')
    await hydrated(page)
    for (const name of Object.keys(SECTIONS) as SectionName[]) await expect(wrapper(page, name)).toHaveAttribute('data-deferred', 'hydrated')
    // The featured products change to a random pick once hydrated, by design: their heading stays.
    const kept = Object.values(SECTIONS).map((section) => (section.selector === 'section.featured' ? 'section.featured .section-head' : section.selector))
    for (const selector of kept) expect(await allFromServer(page, selector), selector).toBe(true)

    const contact = page.getByRole('region', { name: 'Contact Us' })
    await expect(contact).toHaveCSS('opacity', '0')
    await contact.getByRole('heading', { name: 'Contact Us' }).scrollIntoViewIfNeeded()
    await expect(contact).toHaveCSS('opacity', '1')
  })

  test('what a buyer types before the form has hydrated is kept, and saved as the draft', async ({ page }) => {
    await neverIdle(page)
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Bulk inquiry' })
    const name = form.getByRole('textbox', { name: 'Name', exact: true })
    const quantity = form.getByRole('combobox', { name: 'Quantity' })
    await quantity.selectOption('1ton+')
    // Typed into the pre-rendered field: the first key starts loading the form's code.
    await name.pressSequentially('Asha Rao, typed early')
    await expect(wrapper(page, 'contact')).toHaveAttribute('data-deferred', 'hydrated')
    await expect(name).toHaveValue('Asha Rao, typed early')
    await expect(quantity).toHaveValue('1ton+')
    await name.press('End')
    await name.pressSequentially('!')
    await expect(name).toHaveValue('Asha Rao, typed early!')
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('draft:inquiry') ?? '{}').name)).toBe('Asha Rao, typed early!')

    await page.reload()
    await hydrated(page)
    // Idle never comes here, and the browser may or may not restore the scroll: the buyer comes back to the form.
    await name.scrollIntoViewIfNeeded()
    await expect(wrapper(page, 'contact')).toHaveAttribute('data-deferred', 'hydrated')
    await expect(name).toHaveValue('Asha Rao, typed early!')
    await expect(quantity).toHaveValue('1ton+')
  })

  test('typed before the form has hydrated wins over a saved draft; the fields left alone come back from it', async ({ page }) => {
    await neverIdle(page)
    await page.goto('/')
    await hydrated(page)
    const saved = {
      name: 'Old Draft Name',
      company: 'Saved Company Ltd',
      email: '',
      phone: '',
      country: 'Netherlands',
      businessType: '',
      products: '',
      quantity: '500kg-1ton',
      message: '',
    }
    await page.evaluate((draft) => localStorage.setItem('draft:inquiry', JSON.stringify(draft)), saved)
    await page.reload()
    const form = page.getByRole('form', { name: 'Bulk inquiry' })
    const quantity = form.getByRole('combobox', { name: 'Quantity' })
    const name = form.getByRole('textbox', { name: 'Name', exact: true })
    await quantity.selectOption('1ton+')
    await name.pressSequentially('Asha Rao')
    await expect(wrapper(page, 'contact')).toHaveAttribute('data-deferred', 'hydrated')
    await expect(name).toHaveValue('Asha Rao')
    await expect(quantity).toHaveValue('1ton+')
    await expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Saved Company Ltd')
    await expect(form.getByRole('textbox', { name: 'Country' })).toHaveValue('Netherlands')
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('draft:inquiry') ?? '{}')))
      .toMatchObject({ name: 'Asha Rao', company: 'Saved Company Ltd', quantity: '1ton+' })
  })

  test('a link in a section not yet hydrated still leads to its page', async ({ page }) => {
    await neverIdle(page)
    await page.goto('/')
    await hydrated(page)
    await page.locator('#blog').getByRole('link', { name: 'All articles' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test("the footer's links work before and after it hydrates, on every page", async ({ page }) => {
    await neverIdle(page)
    await page.goto('/products')
    await hydrated(page)
    await expect(wrapper(page, 'footer')).toHaveAttribute('data-deferred', 'waiting')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/policies\/privacy-policy$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Once it comes near, it hydrates where it is: then a footer link is a client-side navigation.
    await hydrated(page)
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(wrapper(page, 'footer')).toHaveAttribute('data-deferred', 'hydrated')
    await page.evaluate(() => ((window as unknown as Record<string, boolean>).__samePage = true))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Policy' }).click()
    await expect(page).toHaveURL(/\/policies\/shipping-policy$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/shipping/i)
    expect(await page.evaluate(() => (window as unknown as Record<string, boolean>).__samePage)).toBe(true)
  })
})

test('typed on /contact before hydration, the text is kept', async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'commit' })
  const name = page.getByRole('form', { name: 'Bulk inquiry' }).getByRole('textbox', { name: 'Name', exact: true })
  await name.fill('Typed at once')
  await hydrated(page)
  await expect(name).toHaveValue('Typed at once')
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('draft:inquiry') ?? '{}').name)).toBe('Typed at once')
})

test('after a visit elsewhere, the sections come with the page (no waiting for idle)', async ({ page }) => {
  await page.goto('/products')
  await hydrated(page)
  await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click()
  await expect(page.getByRole('heading', { name: 'What Our Customers Say' })).toBeVisible()
  for (const name of Object.keys(SECTIONS) as SectionName[]) await expect(wrapper(page, name)).toHaveAttribute('data-deferred', 'hydrated')
})

test.describe('on a 412 px phone, as Lighthouse loads it', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 })

  test('nothing on the first screen moves while the sections below the hero hydrate', async ({ page }) => {
    // Every layout shift the browser reports, with what moved, from before the first script runs.
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = []
      ;(window as unknown as Record<string, unknown>).__shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[])
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, moved: entry.sources.map((s) => (s.node as Element | undefined)?.className ?? '?') })
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/')
    await hydrated(page)
    // The categories and featured products start at once (within a screen); the rest on idle.
    for (const name of Object.keys(SECTIONS) as SectionName[]) await expect(wrapper(page, name)).toHaveAttribute('data-deferred', 'hydrated')
    await expect(page.locator('.category-carousel img.product-image').first()).toBeVisible()
    const shifts = (await page.evaluate(() => (window as unknown as Record<string, unknown>).__shifts)) as { value: number; moved: string[] }[]
    expect(shifts, 'layout shifts (CLS budget 0.01)').toEqual([])
  })
})
