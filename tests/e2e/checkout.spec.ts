import type { APIRequestContext, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { cartValue, formatInr, lakeProducts, openWithStoredCart, storedCart, toLine, type LakeProduct } from './cart-fixtures'

const MAIL = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:4991'
const REFERENCE = /QUO-\d{8}-[2-9A-HJ-NP-Z]{4}/

interface InboxEntry {
  templateId: string
  params: Record<string, string>
}

let counter = 0
/** A buyer with a name of their own, so parallel tests find their own request and failure rule. */
function buyer() {
  return {
    Name: `Quote Buyer ${process.pid}-${Date.now()}-${++counter}`,
    Company: 'Rao Foods LLC',
    Email: 'asha@raofoods.example',
    Phone: '+971 50 123 4567',
    Country: 'United Arab Emirates',
    'Destination Port': 'Jebel Ali, Dubai',
    Message: 'Monthly supply, 25 kg bags.',
  }
}

const form = (page: Page) => page.getByRole('form', { name: 'Your details' })

async function fill(page: Page, values: ReturnType<typeof buyer>) {
  for (const [label, value] of Object.entries(values)) {
    await form(page).getByRole('textbox', { name: label }).fill(value)
  }
  await form(page).getByRole('combobox', { name: 'Business Type' }).selectOption('distributor')
  await form(page).getByRole('combobox', { name: 'Incoterm' }).selectOption('CIF')
}

async function inboxEntry(request: APIRequestContext, name: string): Promise<InboxEntry | undefined> {
  const entries = (await (await request.get(`${MAIL}/__inbox.json`)).json()) as InboxEntry[]
  return entries.find((e) => e.params.name === name)
}

/**
 * Sends again after a failure. The delivery lets one send through per 2 s per browser (a stuck key
 * cannot flood the inbox), so a quick second click is answered "too many messages": click until accepted.
 */
async function sendUntilAccepted(page: Page) {
  await expect(async () => {
    await form(page).getByRole('button', { name: 'Send Quote Request' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your quote request has been sent.', { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
}

function expectedBlock(lines: [LakeProduct, number][]): string {
  const rows = lines.map(([p, q], i) => `${i + 1}. ${p.name} × ${q} @ ${formatInr(p.price)} = ${formatInr(p.price * q)}`)
  return [...rows, `Total: ${formatInr(lines.reduce((sum, [p, q]) => sum + p.price * q, 0))}`].join('\n')
}

test('an empty cart at /checkout shows the empty state', async ({ page }) => {
  await page.goto('/checkout')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is empty')
  await expect(page.getByRole('main').getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/')
})

test('the quote request lists the lines, arrives at the e-mail endpoint with every line and the reference, and clears the cart', async ({ page, request }) => {
  const [a, b] = await lakeProducts(request, [13, 14])
  await openWithStoredCart(page, cartValue([toLine(a!, 3), toLine(b!, 1)]), '/cart')
  await hydrated(page)
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a Quote')
  const products = page.getByRole('region', { name: 'Your products (2)' })
  await expect(products.getByRole('listitem')).toHaveText([`${a!.name} × 3${formatInr(a!.price * 3)}`, `${b!.name} × 1${formatInr(b!.price)}`])
  await expect(products.getByRole('definition')).toHaveText(formatInr(a!.price * 3 + b!.price))

  // Nothing typed yet: field errors, focus on the first, nothing sent.
  await form(page).getByRole('button', { name: 'Send Quote Request' }).click()
  await expect(form(page).getByText('Name is required')).toBeVisible()
  await expect(form(page).getByText('Please choose an Incoterm')).toBeVisible()
  await expect(form(page).getByRole('textbox', { name: 'Name' })).toBeFocused()

  const details = buyer()
  await fill(page, details)
  await form(page).getByRole('button', { name: 'Send Quote Request' }).click()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('Thank you! Your quote request has been sent.')
  await expect(heading).toBeFocused()
  const reference = (await page.getByRole('main').locator('strong').textContent())?.trim() ?? ''
  expect(reference).toMatch(REFERENCE)
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Quote request sent!')

  await expect.poll(() => inboxEntry(request, details.Name).then((e) => e?.params.reference)).toBe(reference)
  const entry = (await inboxEntry(request, details.Name))!
  expect(entry.templateId).toBe('quote_template')
  expect(entry.params.lines).toBe(
    expectedBlock([
      [a!, 3],
      [b!, 1],
    ]),
  )
  expect(entry.params).toMatchObject({
    company: 'Rao Foods LLC',
    email: 'asha@raofoods.example',
    businessType: 'Distributor',
    incoterm: 'CIF',
    destinationPort: 'Jebel Ali, Dubai',
    total: formatInr(a!.price * 3 + b!.price),
  })
  expect(entry.params.body).toContain(`Reference: ${reference}`)

  await expect(page.getByTestId('cart-badge')).toHaveCount(0)
  expect(await storedCart(page)).toEqual({ state: { lines: [] }, version: 1 })
  expect(await page.evaluate(() => localStorage.getItem('draft:quote'))).toBeNull()
})

test('a failed send loses nothing: the details and cart stay, other ways to send are offered, a retry keeps the reference', async ({
  page,
  request,
  problemLog,
}) => {
  problemLog.allow(/HTTP 403 POST .*send-form/)
  problemLog.allow('403')
  const [a] = await lakeProducts(request, [15])
  const details = buyer()
  const rule = await request.post(`${MAIL}/__control`, { data: { failNext: 403, times: 1, match: { name: details.Name } } })
  expect(rule.status()).toBe(200)
  await openWithStoredCart(page, cartValue([toLine(a!, 2)]), '/checkout')
  await hydrated(page)
  await fill(page, details)
  await form(page).getByRole('button', { name: 'Send Quote Request' }).click()

  await expect(form(page).getByRole('alert')).toContainText('Our mail service refused this message')
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Something went wrong. Please try again later.')
  const mailto = new URL((await form(page).getByRole('link', { name: 'Send by e-mail instead' }).getAttribute('href'))!)
  const body = decodeURIComponent(mailto.search.replace(/^.*body=/, ''))
  expect(body).toContain(expectedBlock([[a!, 2]]))
  const reference = REFERENCE.exec(body)?.[0]
  expect(reference).toBeTruthy()
  await expect(form(page).getByRole('textbox', { name: 'Name' })).toHaveValue(details.Name)
  expect(await inboxEntry(request, details.Name)).toBeUndefined()

  // The draft outlives a reload; the cart too.
  await page.reload()
  await hydrated(page)
  await expect(form(page).getByRole('textbox', { name: 'Destination Port' })).toHaveValue(details['Destination Port'])
  await expect(form(page).getByRole('combobox', { name: 'Incoterm' })).toHaveValue('CIF')
  await expect(page.getByRole('region', { name: 'Your products (1)' })).toBeVisible()

  await sendUntilAccepted(page)
  await expect.poll(() => inboxEntry(request, details.Name).then((e) => e?.params.lines)).toBe(expectedBlock([[a!, 2]]))
})

test('a retry after a failure, without leaving the page, sends the same reference', async ({ page, request, problemLog }) => {
  problemLog.allow(/HTTP 403 POST .*send-form/)
  problemLog.allow('403')
  const [a] = await lakeProducts(request, [16])
  const details = buyer()
  await request.post(`${MAIL}/__control`, { data: { failNext: 403, times: 1, match: { name: details.Name } } })
  await openWithStoredCart(page, cartValue([toLine(a!)]), '/checkout')
  await hydrated(page)
  await fill(page, details)
  await form(page).getByRole('button', { name: 'Send Quote Request' }).click()
  const mailto = await form(page).getByRole('link', { name: 'Send by e-mail instead' }).getAttribute('href')
  const reference = REFERENCE.exec(decodeURIComponent(mailto ?? ''))?.[0]
  await sendUntilAccepted(page)
  await expect(page.getByRole('main').locator('strong')).toHaveText(reference!)
})

test('Send on WhatsApp on the checkout carries the whole cart', async ({ page, request }) => {
  const [a, b] = await lakeProducts(request, [17, 18])
  await openWithStoredCart(page, cartValue([toLine(a!, 4), toLine(b!, 1)]), '/checkout')
  await hydrated(page)
  const href = await page.getByRole('link', { name: /Send on WhatsApp/ }).getAttribute('href')
  const url = new URL(href!)
  expect(url.hostname).toBe('wa.me')
  expect(url.searchParams.get('text')).toBe(
    `Hello, I would like to order:\n${expectedBlock([
      [a!, 4],
      [b!, 1],
    ])}`,
  )
})
