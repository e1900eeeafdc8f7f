import type { APIRequestContext, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

const MAIL = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:4991'
const SEND = '**/api/v1.0/email/send-form'
const SENT = 'Message sent successfully!'
const FAILED = 'Something went wrong. Please try again later.'
const REFERENCE = /INQ-\d{8}-[2-9A-HJ-NP-Z]{4}/

interface InboxEntry {
  libVersion: string
  templateId: string
  params: Record<string, string>
}

let counter = 0
/** A buyer with a name of their own, so parallel tests find their own inquiry and failure rule. */
function buyer() {
  const name = `Asha Rao ${process.pid}-${Date.now()}-${++counter}`
  return {
    name,
    company: 'Rao Foods GmbH',
    email: 'asha@raofoods.example',
    phone: '+49 30 1234 5678',
    country: 'Germany',
    businessType: 'distributor',
    products: 'Cumin seeds, Makhana',
    quantity: '100-500kg',
    message: 'Please quote CIF Hamburg.\nMonthly volumes, 25 kg bags.',
  }
}
type Buyer = ReturnType<typeof buyer>

const LABELS: Record<keyof Buyer, string> = {
  name: 'Name',
  company: 'Company',
  email: 'Email',
  phone: 'Phone',
  country: 'Country',
  businessType: 'Business Type',
  products: 'Products of Interest',
  quantity: 'Quantity',
  message: 'Message',
}
const SELECTS = new Set<keyof Buyer>(['businessType', 'quantity'])

const form = (page: Page) => page.getByRole('form', { name: 'Bulk inquiry' })
const field = (page: Page, key: keyof Buyer) => form(page).getByRole(SELECTS.has(key) ? 'combobox' : 'textbox', { name: LABELS[key], exact: true })
const submit = (page: Page) => form(page).getByRole('button', { name: 'Send Inquiry' })

async function fill(page: Page, values: Buyer) {
  for (const key of Object.keys(LABELS) as (keyof Buyer)[]) {
    if (SELECTS.has(key)) await field(page, key).selectOption(values[key])
    else await field(page, key).fill(values[key])
  }
}

async function expectValues(page: Page, values: Buyer) {
  for (const key of Object.keys(LABELS) as (keyof Buyer)[]) await expect(field(page, key)).toHaveValue(values[key])
}

async function inboxEntry(request: APIRequestContext, name: string): Promise<InboxEntry | undefined> {
  const entries = (await (await request.get(`${MAIL}/__inbox.json`)).json()) as InboxEntry[]
  return entries.find((e) => e.params.name === name)
}

async function failNext(request: APIRequestContext, status: number, name: string, times = 4) {
  const res = await request.post(`${MAIL}/__control`, { data: { failNext: status, times, match: { name } } })
  expect(res.status()).toBe(200)
}

async function openContact(page: Page, path = '/contact') {
  await page.goto(path)
  await hydrated(page)
}

test.describe('validation', () => {
  test('each empty field gets its message by the field, focus goes to the first error, nothing is sent', async ({ page }) => {
    let sends = 0
    page.on('request', (r) => void (r.url().includes('/api/v1.0/email/') && sends++))
    await openContact(page)
    await submit(page).click()
    for (const [key, message] of [
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['message', 'Message is required'],
      ['company', 'Company is required'],
      ['businessType', 'Business type is required'],
    ] as const) {
      await expect(field(page, key)).toHaveAccessibleDescription(new RegExp(message))
      await expect(field(page, key)).toHaveAttribute('aria-invalid', 'true')
    }
    await expect(field(page, 'name')).toBeFocused()

    await field(page, 'name').fill('Asha')
    await expect(form(page).getByText('Name is required')).toHaveCount(0)
    await submit(page).click()
    await expect(field(page, 'company')).toBeFocused()

    await fill(page, { ...buyer(), email: 'asha@' })
    await submit(page).click()
    await expect(field(page, 'email')).toHaveAccessibleDescription('Please enter a valid email address, like name@company.com')
    await expect(field(page, 'email')).toBeFocused()
    expect(sends).toBe(0)
  })

  test('the fields are the spec’s: types, required, autocomplete, select placeholders', async ({ page }) => {
    await openContact(page)
    await expect(field(page, 'email')).toHaveAttribute('type', 'email')
    await expect(field(page, 'phone')).toHaveAttribute('type', 'tel')
    await expect(field(page, 'email')).toHaveAttribute('autocomplete', 'email')
    for (const key of Object.keys(LABELS) as (keyof Buyer)[]) await expect(field(page, key)).toHaveAttribute('required', '')
    await expect(field(page, 'businessType').locator('option').first()).toHaveText('Select business type')
    await expect(field(page, 'quantity').locator('option').first()).toHaveText('Select quantity range')
    await expect(field(page, 'businessType').locator('option')).toHaveCount(7)
  })

  test('too long text is kept whole, counted and refused', async ({ page }) => {
    await openContact(page)
    await fill(page, { ...buyer(), message: 'x'.repeat(5010) })
    await expect(field(page, 'message')).toHaveValue('x'.repeat(5010))
    await expect(form(page).getByText('5,010 / 5,000 characters (10 too many)')).toBeVisible()
    await submit(page).click()
    await expect(field(page, 'message')).toHaveAccessibleDescription(/Message is too long: at most 5,000 characters/)
    await expect(field(page, 'message')).toBeFocused()
  })
})

test('shows Sending... while sending and sends once on a double click', async ({ page, request }) => {
  const values = buyer()
  let sends = 0
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(SEND, async (route) => {
    sends++
    await held
    await route.continue()
  })
  await openContact(page)
  await fill(page, values)
  await submit(page).dblclick()
  const sending = form(page).getByRole('button', { name: 'Sending...' })
  await expect(sending).toBeDisabled()
  await expect(form(page)).toHaveAttribute('aria-busy', 'true')
  release()
  await expect(page.getByText(SENT)).toBeVisible()
  expect(sends).toBe(1)
  const entries = ((await (await request.get(`${MAIL}/__inbox.json`)).json()) as InboxEntry[]).filter((e) => e.params.name === values.name)
  expect(entries).toHaveLength(1)
})

test('a sent inquiry resets the form, shows the reference and arrives with all nine fields', async ({ page, request }) => {
  const values = buyer()
  await openContact(page)
  await fill(page, values)
  await submit(page).click()
  await expect(page.getByText(SENT)).toBeVisible()
  const status = form(page).getByRole('status')
  await expect(status).toContainText(REFERENCE)
  const reference = (await status.textContent())?.match(REFERENCE)?.[0]
  await expect(field(page, 'name')).toHaveValue('')
  await expect(field(page, 'quantity')).toHaveValue('')
  await expect(field(page, 'message')).toHaveValue('')
  await expect(form(page).locator('[aria-invalid="true"]')).toHaveCount(0)

  const entry = await inboxEntry(request, values.name)
  expect(entry?.params).toMatchObject({ ...values, reference, page: `${new URL(page.url()).origin}/contact`, source: 'Contact page' })
  // Sent by the real @emailjs/browser: its send-form call carries the SDK's version.
  expect(entry?.libVersion).toMatch(/^\d+\.\d+\.\d+$/)
  expect(entry?.templateId).toBe('inquiry_template')

  await page.reload()
  await hydrated(page)
  await expect(field(page, 'name')).toHaveValue('')
})

test.describe('a failed send keeps every value and says why', () => {
  const cases: [status: number, hint: RegExp][] = [
    [451, /looks automated/],
    [403, /refused this message/],
    [429, /wait a moment and try again/],
    [500, /having trouble right now/],
  ]
  for (const [status, hint] of cases) {
    test(`status ${status}`, async ({ page, request, problemLog }) => {
      problemLog.allow(`HTTP ${status} POST`)
      problemLog.allow(`status of ${status}`)
      const values = buyer()
      // 4: a 5xx is retried three times before the form gives up.
      await failNext(request, status, values.name, 4)
      await openContact(page)
      await fill(page, values)
      await submit(page).click()
      await expect(page.getByText(FAILED)).toBeVisible({ timeout: 15_000 })
      await expect(form(page).getByRole('alert')).toHaveText(hint)
      await expectValues(page, values)
      await expect(submit(page)).toBeEnabled()
      expect(await inboxEntry(request, values.name)).toBeUndefined()
    })
  }

  test('status 0 (no connection) is retried, then explained; the draft survives a reload', async ({ page, problemLog }) => {
    problemLog.allow('api/v1.0/email/send-form')
    problemLog.allow('net::ERR_INTERNET_DISCONNECTED')
    let attempts = 0
    await page.route(SEND, (route) => {
      attempts++
      return route.abort('internetdisconnected')
    })
    const values = buyer()
    await openContact(page)
    await fill(page, values)
    await submit(page).click()
    await expect(page.getByText(FAILED)).toBeVisible({ timeout: 15_000 })
    await expect(form(page).getByRole('alert')).toHaveText(/check your internet connection/)
    expect(attempts).toBe(4)
    await expectValues(page, values)
    await page.reload()
    await hydrated(page)
    await expectValues(page, values)
  })
})

test('when the sending code cannot be loaded the buyer is told and keeps the text, and the next press sends', async ({ page, request, problemLog }) => {
  problemLog.allow(/request failed: GET .*\/assets\/es-/)
  problemLog.allow('Failed to fetch dynamically imported module')
  problemLog.allow('net::ERR_FAILED')
  // The e-mail SDK's chunk, at its own address and at the fresh one a second try uses (src/lib/load-again.ts).
  const SDK = /\/assets\/es-[\w-]+\.js(\?t=\d+)?$/
  await page.route(SDK, (route) => route.abort('failed'))
  const values = buyer()
  await openContact(page)
  await fill(page, values)
  await submit(page).click()
  await expect(page.getByText(FAILED)).toBeVisible({ timeout: 15_000 })
  await expectValues(page, values)
  expect(await inboxEntry(request, values.name)).toBeUndefined()
  await page.unroute(SDK)
  await submit(page).click()
  await expect(page.getByText(SENT)).toBeVisible({ timeout: 15_000 })
  await expect.poll(async () => (await inboxEntry(request, values.name))?.params.company).toBe(values.company)
})

test('the fallbacks carry the whole inquiry by e-mail, WhatsApp and the clipboard', async ({ page, request, context, problemLog }) => {
  problemLog.allow('HTTP 403 POST')
  problemLog.allow('status of 403')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const values = buyer()
  await failNext(request, 403, values.name)
  await openContact(page)
  const firstEmail = (await page.getByRole('complementary', { name: 'Get in Touch' }).getByRole('link', { name: /@/ }).first().textContent()) ?? ''
  await fill(page, values)
  await submit(page).click()
  await expect(page.getByText(FAILED)).toBeVisible()

  const mailto = new URL((await form(page).getByRole('link', { name: 'Send by e-mail instead' }).getAttribute('href')) ?? '')
  expect(mailto.protocol).toBe('mailto:')
  expect(mailto.pathname).toBe(firstEmail)
  const body = mailto.searchParams.get('body') ?? ''
  expect(mailto.searchParams.get('subject')).toMatch(new RegExp(`^Bulk inquiry from ${values.name}, Rao Foods GmbH \\(INQ-`))
  for (const text of [values.name, values.email, values.phone, values.country, 'Distributor', values.products, '100-500 kg', values.message]) {
    expect(body).toContain(text)
  }
  expect(body).toMatch(REFERENCE)

  const whatsapp = new URL((await form(page).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')) ?? '')
  expect(whatsapp.origin).toBe('https://wa.me')
  expect(whatsapp.pathname).toMatch(/^\/\d{8,15}$/)
  expect(whatsapp.searchParams.get('text')).toContain(values.message)
  expect(whatsapp.searchParams.get('text')).toContain(values.name)

  await form(page).getByRole('button', { name: 'Copy message' }).click()
  await expect(page.getByText('Message copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(values.message)
})

test('a draft is restored after a reload and can be cleared', async ({ page }) => {
  await openContact(page)
  await field(page, 'name').fill('Draft Buyer')
  await field(page, 'quantity').selectOption('1ton+')
  await field(page, 'message').fill('Half-written\nmessage')
  await page.reload()
  await hydrated(page)
  await expect(field(page, 'name')).toHaveValue('Draft Buyer')
  await expect(field(page, 'quantity')).toHaveValue('1ton+')
  await expect(field(page, 'message')).toHaveValue('Half-written\nmessage')
  await form(page).getByRole('button', { name: 'Clear form' }).click()
  await expect(field(page, 'name')).toHaveValue('')
  await page.reload()
  await hydrated(page)
  await expect(field(page, 'message')).toHaveValue('')
})

test('?products= prefills Products of Interest after hydration', async ({ page }) => {
  await openContact(page, '/contact?products=Black%20Pepper%2C%20Makhana')
  await expect(field(page, 'products')).toHaveValue('Black Pepper, Makhana')
})

test('a filled honeypot sends nothing and still looks like a success', async ({ page }) => {
  let sends = 0
  page.on('request', (r) => void (r.url().includes('/api/v1.0/email/') && sends++))
  await openContact(page)
  await fill(page, buyer())
  await form(page).locator('input[name="hp_extra"]').fill('http://spam.example', { force: true })
  await submit(page).click()
  await expect(page.getByText(SENT)).toBeVisible()
  await expect(form(page).getByRole('status')).toContainText(REFERENCE)
  expect(sends).toBe(0)
})

test('/contact shows the section and the Get in Touch panel from site settings, already in the HTML', async ({ page, request }) => {
  const html = await (await request.get('/contact')).text()
  expect(html).toMatch(/<h1[^>]*>Contact Us<\/h1>/)
  expect(html).toContain('Get in Touch')
  expect(html).toContain('Products of Interest')
  expect(html).not.toContain('fade-in-waiting')

  await openContact(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
  await expect(page.getByText("Have questions or feedback? We'd love to hear from you.")).toBeVisible()
  const panel = page.getByRole('complementary', { name: 'Get in Touch' })
  await expect(panel.locator('address')).toContainText('India')
  await expect(panel.locator('a[href^="mailto:"]')).toHaveCount(2)
  await expect(panel.locator('a[href^="tel:"]')).toHaveCount(2)
  await expect(panel).toContainText('Monday-Friday')
  await expect(panel).toContainText('9:00 AM - 6:00 PM')
  await expect(panel).toContainText('10:00 AM - 4:00 PM')
  await expect(panel).toContainText('Closed')
})

test.describe('the home page #contact section', () => {
  const section = (page: Page) => page.getByRole('region', { name: 'Contact Us' })

  test('fades in once scrolled to, at threshold 0.2', async ({ page }) => {
    await openContact(page, '/')
    await expect(section(page)).toHaveCSS('opacity', '0')
    await section(page).getByRole('heading', { name: 'Contact Us' }).scrollIntoViewIfNeeded()
    await expect(section(page)).toHaveCSS('opacity', '1')
    await expect(section(page).getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible()
  })

  test('is never hidden when reduced motion is asked for', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openContact(page, '/')
    await expect(section(page)).toHaveCSS('opacity', '1')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('shows the section, the form and the panel as pre-rendered', async ({ page, problemLog }) => {
      // With scripts off, Chromium refuses the module preloads of the page; that is the point here.
      problemLog.allow(/request failed: GET \S+\.js csp$/)
      await page.goto('/')
      await expect(section(page)).toHaveCSS('opacity', '1')
      await expect(section(page).getByRole('textbox', { name: 'Products of Interest' })).toBeVisible()
      await expect(section(page).getByRole('heading', { name: 'Get in Touch' })).toBeVisible()
    })
  })
})

test('the /b2b form sends with its own source', async ({ page, request }) => {
  const values = buyer()
  await openContact(page, '/b2b')
  await fill(page, values)
  await submit(page).click()
  await expect(page.getByText(SENT)).toBeVisible()
  expect((await inboxEntry(request, values.name))?.params).toMatchObject({ source: 'B2B page', page: expect.stringMatching(/\/b2b$/) })
})
