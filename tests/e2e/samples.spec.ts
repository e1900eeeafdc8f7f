import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

const MAIL = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:4991'
const REFERENCE = /SMP-\d{8}-[2-9A-HJ-NP-Z]{4}/

interface InboxEntry {
  templateId: string
  params: Record<string, string>
}

interface StoredSample {
  id: number
  name: string
  slug: string
  sampleSize: string
}

const CUMIN: StoredSample = { id: 1, name: 'Cumin Seeds (Jeera)', slug: 'cumin-seeds-jeera', sampleSize: '100 g' }
const MAKHANA: StoredSample = { id: 45, name: 'Classic Makhana', slug: 'classic-makhana', sampleSize: '50 g' }
const SAMPLES_BLOCK = '1. Cumin Seeds (Jeera): 100 g\n2. Classic Makhana: 50 g'

let counter = 0
/** A buyer with a name of their own, so parallel tests find their own request and failure rule. */
function buyer() {
  return {
    Company: 'Rotterdam Spice Trading BV',
    'Contact Name': `Sample Buyer ${process.pid}-${Date.now()}-${++counter}`,
    Email: 'inkoop@rst.example',
    Phone: '+31 10 123 4567',
    Country: 'Netherlands',
    'Shipping Address': 'Waalhaven 12\n3089 JH Rotterdam',
    'Intended Use': 'Lab tests (EtO, aflatoxin) before a first 20 ft container',
  }
}

const form = (page: Page) => page.getByRole('form', { name: 'Where to send your samples' })
const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ })

async function fill(page: Page, values: ReturnType<typeof buyer>) {
  for (const [label, value] of Object.entries(values)) await form(page).getByRole('textbox', { name: label }).fill(value)
  await form(page).getByRole('combobox', { name: 'Expected Annual Volume' }).selectOption('5-20t')
}

async function inboxEntry(request: APIRequestContext, name: string): Promise<InboxEntry | undefined> {
  const entries = (await (await request.get(`${MAIL}/__inbox.json`)).json()) as InboxEntry[]
  return entries.find((e) => e.params.name === name)
}

/** Writes a sample list (and the buyer's currency) on the site's origin, then opens /samples (a fresh load reads it). */
async function openWithSamples(page: Page, items: StoredSample[], currency = 'INR') {
  await page.goto('/policies/privacy-policy')
  await page.evaluate((value) => localStorage.setItem('samples', value), JSON.stringify({ state: { items }, version: 1 }))
  await page.evaluate((value) => localStorage.setItem('currency', value), JSON.stringify({ state: { currency }, version: 2 }))
  await page.goto('/samples')
  await hydrated(page)
}

/** The delivery lets one send through per 2 s per browser: after a failure, click until accepted. */
async function sendUntilAccepted(page: Page) {
  await expect(async () => {
    await form(page).getByRole('button', { name: 'Send Sample Request' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your sample request has been sent.', { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
}

test('samples are listed from cards and product pages and kept across a reload; retail packs offer none', async ({ page }) => {
  // Five page loads on a machine shared with other suites.
  test.slow()
  await page.goto('/products?category=Whole+Spices')
  await hydrated(page)
  await expect(page.getByRole('link', { name: /^Samples/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Request a sample of Cumin Seeds (Jeera)' }).click()
  await expect(page.getByRole('button', { name: 'Sample listed: remove the sample of Cumin Seeds (Jeera)' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Samples (1)' })).toBeVisible()

  await page.goto('/products/classic-makhana')
  await hydrated(page)
  await expect(page.getByText('Free sample of 50 g for business buyers.')).toBeVisible()
  await page.getByRole('button', { name: 'Request a sample of Classic Makhana' }).click()
  await expect(page.getByRole('link', { name: 'Samples (2)' })).toBeVisible()

  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('link', { name: 'Samples (2)' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sample listed: remove the sample of Classic Makhana' })).toBeVisible()

  // Retail packs are sold as they are: no sample offered.
  await page.goto('/products?category=Retail+Packs')
  await hydrated(page)
  await expect(page.getByRole('button', { name: /^Add .+ to cart$/ }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /^Request a sample of/ })).toHaveCount(0)
})

test('a sixth sample is refused with a clear message; the cart points to the list, which removes', async ({ page }) => {
  // Five page loads on a machine shared with other suites.
  test.slow()
  await openWithSamples(page, [CUMIN, MAKHANA, { id: 2, name: 'Tellicherry Black Pepper', slug: 'tellicherry-black-pepper', sampleSize: '100 g' }])
  await page.goto('/products?category=Whole+Spices')
  await hydrated(page)
  await expect(page.getByRole('link', { name: 'Samples (3)' })).toBeVisible()
  for (const name of ['Green Cardamom (Elaichi)', 'Cloves (Laung)']) {
    await page.getByRole('button', { name: `Request a sample of ${name}` }).click()
  }
  await expect(page.getByRole('link', { name: 'Samples (5)' })).toBeVisible()
  await page.getByRole('button', { name: 'Request a sample of Fennel Seeds (Saunf)' }).click()
  await expect(notifications(page)).toContainText('Your sample list is full: you can request up to 5 samples at a time.')
  await expect(page.getByRole('link', { name: 'Samples (5)' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Request a sample of Fennel Seeds (Saunf)' })).toBeVisible()

  // The cart points to the list; the list's page removes.
  await page.goto('/cart')
  await hydrated(page)
  await page.getByRole('main').getByRole('link', { name: 'Review and send your sample request' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request Samples')
  await expect(page.getByRole('region', { name: 'Your samples (5)' }).getByRole('listitem')).toHaveCount(5)
  await page.getByRole('button', { name: 'Remove the sample of Cloves (Laung)' }).click()
  await expect(page.getByRole('region', { name: 'Your samples (4)' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Samples (4)' })).toBeVisible()
})

test('an empty form names every missing field; a sent request arrives with the samples, currency and reference, and the list is cleared', async ({
  page,
  request,
}) => {
  await openWithSamples(page, [CUMIN, MAKHANA], 'EUR')
  await form(page).getByRole('button', { name: 'Send Sample Request' }).click()
  await expect(form(page).getByText('Company is required')).toBeVisible()
  await expect(form(page).getByText('Shipping address is required: street, city, postal code')).toBeVisible()
  await expect(form(page).getByText('Please choose your expected annual volume')).toBeVisible()
  await expect(form(page).getByRole('textbox', { name: 'Company' })).toBeFocused()

  const details = buyer()
  await fill(page, details)
  await form(page).getByRole('button', { name: 'Send Sample Request' }).click()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('Thank you! Your sample request has been sent.')
  await expect(heading).toBeFocused()
  const reference = (await page.getByRole('main').locator('strong').textContent())?.trim() ?? ''
  expect(reference).toMatch(REFERENCE)

  await expect.poll(() => inboxEntry(request, details['Contact Name']).then((e) => e?.params.reference)).toBe(reference)
  const entry = (await inboxEntry(request, details['Contact Name']))!
  expect(entry.templateId).toBe('sample_template')
  expect(entry.params).toMatchObject({
    company: 'Rotterdam Spice Trading BV',
    country: 'Netherlands',
    address: 'Waalhaven 12\n3089 JH Rotterdam',
    courierAccount: '',
    annualVolume: '5-20 tonnes',
    samples: SAMPLES_BLOCK,
    currency: 'EUR',
  })
  expect(entry.params.exchangeRate).toMatch(/^1 EUR = ₹\d+(\.\d+)? \(rates of \d{4}-\d{2}-\d{2}\)$/)
  expect(entry.params.body).toContain(`Prices seen in EUR: ${entry.params.exchangeRate}.`)
  expect(entry.params.body).toContain(`Reference: ${reference}`)

  await expect(page.getByRole('link', { name: /^Samples/ })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('draft:sample-request'))).toBeNull()
  await page.goto('/samples')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your sample list is empty')
})

test('a failed send loses nothing: the details and list stay, fallbacks carry the whole request, a retry keeps the reference', async ({
  page,
  request,
  problemLog,
}) => {
  problemLog.allow(/HTTP 403 POST .*send-form/)
  problemLog.allow('403')
  const details = buyer()
  const rule = await request.post(`${MAIL}/__control`, { data: { failNext: 403, times: 1, match: { name: details['Contact Name'] } } })
  expect(rule.status()).toBe(200)
  await openWithSamples(page, [CUMIN, MAKHANA])
  await fill(page, details)
  await form(page).getByRole('textbox', { name: 'Courier Account Number' }).fill('DHL 123456789')
  await form(page).getByRole('button', { name: 'Send Sample Request' }).click()

  await expect(form(page).getByRole('alert')).toContainText('Our mail service refused this message')
  await expect(notifications(page)).toContainText('Something went wrong. Please try again later.')
  const mailto = new URL((await form(page).getByRole('link', { name: 'Send by e-mail instead' }).getAttribute('href'))!)
  const body = decodeURIComponent(mailto.search.replace(/^.*body=/, ''))
  expect(body).toContain(SAMPLES_BLOCK)
  expect(body).toContain('Courier Account Number: DHL 123456789')
  expect(body).toContain('Waalhaven 12\n3089 JH Rotterdam')
  const reference = REFERENCE.exec(body)?.[0]
  expect(reference).toBeTruthy()
  const whatsapp = new URL((await form(page).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!)
  expect(whatsapp.searchParams.get('text')).toContain(SAMPLES_BLOCK)
  await expect(form(page).getByRole('button', { name: 'Copy message' })).toBeVisible()
  expect(await inboxEntry(request, details['Contact Name'])).toBeUndefined()

  // The draft and the list outlive a reload.
  await page.reload()
  await hydrated(page)
  await expect(form(page).getByRole('textbox', { name: 'Shipping Address' })).toHaveValue(details['Shipping Address'])
  await expect(form(page).getByRole('combobox', { name: 'Expected Annual Volume' })).toHaveValue('5-20t')
  await expect(page.getByRole('region', { name: 'Your samples (2)' })).toBeVisible()

  await sendUntilAccepted(page)
  await expect.poll(() => inboxEntry(request, details['Contact Name']).then((e) => e?.params.samples)).toBe(SAMPLES_BLOCK)
})

test('a retry after a failure, without leaving the page, sends the same reference', async ({ page, request, problemLog }) => {
  problemLog.allow(/HTTP 403 POST .*send-form/)
  problemLog.allow('403')
  const details = buyer()
  await request.post(`${MAIL}/__control`, { data: { failNext: 403, times: 1, match: { name: details['Contact Name'] } } })
  await openWithSamples(page, [MAKHANA])
  await fill(page, details)
  await form(page).getByRole('button', { name: 'Send Sample Request' }).click()
  const mailto = await form(page).getByRole('link', { name: 'Send by e-mail instead' }).getAttribute('href')
  const reference = REFERENCE.exec(decodeURIComponent(mailto ?? ''))?.[0]
  expect(reference).toBeTruthy()
  await sendUntilAccepted(page)
  await expect(page.getByRole('main').locator('strong')).toHaveText(reference!)
})

test('axe finds no violations on /samples with a list, errors shown', async ({ page }) => {
  await openWithSamples(page, [CUMIN, MAKHANA])
  await form(page).getByRole('button', { name: 'Send Sample Request' }).click()
  await expect(form(page).getByText('Company is required')).toBeVisible()
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
