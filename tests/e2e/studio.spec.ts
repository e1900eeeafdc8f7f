import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { formatForeign, formatInr } from '../../src/lib/format'
import { FOREIGN_CURRENCIES, currencyInfo } from '../../shared/currencies'
import { todayInIndia } from '../../shared/dates'
import { hydrated } from './fixtures'
import { discardDraft, draftSaved, editorMenu, expect, lakeQuery, publishedWith, signInToStudio, test } from './studio/fixtures'
import { clickAtEndOf, createDocument, openDocument, openFieldGroup, openStudioList, publish } from './studio/studio-page'

/**
 * Staff edit in the real Sanity Studio (pinned sanity version) against the embedded content lake,
 * and the site shows what they published — and nothing they did not. Run by
 * `node scripts/e2e-studio.ts`; skipped in the site's own browser run, which serves no Studio.
 */
test.skip(!process.env.E2E_STUDIO_URL, 'needs the Studio: run `node scripts/e2e-studio.ts`')

interface SeedProduct {
  _id: string
  productId: number
  name: string
  slug: string
  price: number
  category: string
}

const PRODUCT = '{_id, productId, name, "slug": slug.current, price, category}'

async function seedProduct(page: Page, index: number): Promise<SeedProduct> {
  const products = await lakeQuery<SeedProduct[]>(page.request, `*[_type == "product"] | order(productId asc) ${PRODUCT}`)
  const product = products[index]
  if (!product) throw new Error(`The seed has fewer than ${index + 1} products`)
  await discardDraft(page.request, product._id)
  return product
}

/** The site's product page, after hydration has replaced the pre-rendered data with fresh data. */
async function openProductPage(page: Page, slug: string): Promise<void> {
  await page.goto(`/products/${slug}`)
  await hydrated(page)
}

function catalogueCard(page: Page, name: string) {
  return page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
}

async function setHouseholdPrice(page: Page, price: number): Promise<void> {
  await openFieldGroup(page, 'Price and packing')
  await page.getByLabel('Household price (₹)').fill(String(price))
}

test('an editor changes a price and publishes; the product page and its catalogue card show it', async ({ page }) => {
  const product = await seedProduct(page, 0)
  const newPrice = product.price + 123

  await openStudioList(page, ['Products', 'All products'])
  await openDocument(page, product.name)
  await setHouseholdPrice(page, newPrice)
  const filter = '_type == "product" && productId == $productId'
  await draftSaved(page.request, filter, { productId: product.productId }, { price: newPrice })
  await publish(page, product.name, publishedWith(page.request, filter, { productId: product.productId }, { price: newPrice }))

  await openProductPage(page, product.slug)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(page.getByRole('main').getByText(formatInr(newPrice), { exact: true }).first()).toBeVisible()

  await page.goto('/products')
  await hydrated(page)
  await expect(catalogueCard(page, product.name)).toContainText(formatInr(newPrice))
})

test("an editor changes a policy's text and publishes; the policy page shows it", async ({ page }) => {
  const [policy] = await lakeQuery<{ title: string; slug: string; first: string }[]>(
    page.request,
    '*[_id == "policy-shipping-policy"]{title, "slug": slug.current, "first": body[0].children[0].text}',
  )
  if (!policy) throw new Error('The seed has no shipping policy')
  const addition = 'Orders placed before noon leave our warehouse the same day.'

  await openStudioList(page, ['Policies'])
  await openDocument(page, policy.title)
  await clickAtEndOf(page, page.getByText(policy.first, { exact: true }))
  await page.keyboard.type(` ${addition}`)
  const filter = '_type == "policy" && slug.current == $slug'
  const edited = { 'body[0].children[0].text': `${policy.first} ${addition}` }
  await draftSaved(page.request, filter, { slug: policy.slug }, edited)
  await publish(page, policy.title, publishedWith(page.request, filter, { slug: policy.slug }, edited))

  await page.goto(`/policies/${policy.slug}`)
  await hydrated(page)
  await expect(page.getByRole('main')).toContainText(`${policy.first} ${addition}`)
})

test('an editor creates a product with a picture and publishes; it appears in its category with the picture', async ({ page }, testInfo) => {
  // A retry must not meet the product its first attempt may have published (unique name, slug and id).
  const name = `Saffron Makhana Test Pack${testInfo.retry ? ` ${testInfo.retry + 1}` : ''}`
  const productId = 9101 + testInfo.retry
  const picture = testInfo.outputPath('saffron-makhana.png')
  await sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 214, g: 150, b: 40 } } })
    .png()
    .toFile(picture)

  await createDocument(page, 'product')
  await openFieldGroup(page, 'All fields')
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByRole('button', { name: 'Generate' }).click()
  await page.getByLabel('Product ID').fill(String(productId))
  await page.getByRole('radio', { name: 'Makhana' }).check()
  await page.getByLabel('Description').fill('Roasted fox nuts with saffron, in a resealable pouch.')
  await page.getByLabel('Household price (₹)').fill('175')
  await page.getByLabel('Household pack size').fill('80 g pouch')
  await page.getByLabel('Bulk price (₹ per kg)').fill('1500')
  await page.getByLabel('Minimum bulk order (kg)').fill('20')
  // The Upload button is a labelled file input: give it the file as the file dialog would.
  await page.getByRole('button', { name: 'Upload' }).first().setInputFiles(picture)
  await page.getByLabel('Alternative text').fill('A bowl of saffron makhana')
  await page.getByLabel('Origin').fill('Darbhanga, Bihar, India')
  await page.getByLabel('Rating').fill('4.6')
  const filter = '_type == "product" && productId == $productId'
  const entered = { name, origin: 'Darbhanga, Bihar, India', rating: 4.6, 'image.alt': 'A bowl of saffron makhana' }
  await draftSaved(page.request, filter, { productId }, entered)
  await publish(page, name, publishedWith(page.request, filter, { productId }, entered))

  await page.goto('/products?category=Makhana')
  await hydrated(page)
  const card = catalogueCard(page, name)
  await expect(card).toContainText(formatInr(175))
  const image = card.getByRole('img', { name: 'A bowl of saffron makhana' })
  await expect(image).toHaveAttribute('src', /\/images\/embedded\/production\/[0-9a-f]{40}-900x900\.png\?.*w=/)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  await card.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
})

test('a draft that is not published never appears on the site', async ({ page }) => {
  const product = await seedProduct(page, 1)
  const draftPrice = product.price + 456
  const draftName = `${product.name} (new recipe)`

  await openStudioList(page, ['Products', 'All products'])
  await openDocument(page, product.name)
  await page.getByLabel('Name', { exact: true }).fill(draftName)
  await setHouseholdPrice(page, draftPrice)
  await expect
    .poll(() => lakeQuery(page.request, '*[_id == $id][0]{name, price}', { id: `drafts.${product._id}` }, 'raw'))
    .toEqual({ name: draftName, price: draftPrice })

  const freshData = page.waitForResponse((response) => response.url().startsWith(process.env.E2E_LAKE_URL ?? '-') && response.url().includes('/data/query/'))
  await openProductPage(page, product.slug)
  await freshData
  await page.waitForLoadState('networkidle')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: product.name, exact: true })).toBeVisible()
  await expect(main.getByText(formatInr(product.price), { exact: true }).first()).toBeVisible()
  await expect(main).not.toContainText(draftName)
  await expect(main).not.toContainText(formatInr(draftPrice))

  await page.goto('/products')
  await hydrated(page)
  await expect(catalogueCard(page, product.name)).toContainText(formatInr(product.price))
  await expect(page.getByRole('main')).not.toContainText(draftName)
})

test("an editor corrects a product's HS code in the Export specification; the Specification table shows it", async ({ page }) => {
  const product = await seedProduct(page, 2)
  const hsCode = '0908.31.20'

  await openStudioList(page, ['Products', 'All products'])
  // The list is ordered by last edit and only renders what is in view: find the product by name, as an editor would.
  await page.getByPlaceholder('Search list').fill(product.name)
  await openDocument(page, product.name)
  await openFieldGroup(page, 'Export specification')
  const field = page.getByLabel('HS code', { exact: true })
  await field.fill('09-08')
  await expect(page.getByLabel('Has error').first()).toBeVisible()
  await field.fill(hsCode)
  const filter = '_type == "product" && productId == $productId'
  await draftSaved(page.request, filter, { productId: product.productId }, { 'exportSpec.hsCode': hsCode })
  await publish(page, product.name, publishedWith(page.request, filter, { productId: product.productId }, { 'exportSpec.hsCode': hsCode }))

  await openProductPage(page, product.slug)
  const row = page
    .getByRole('table', { name: 'Specification' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'HS code' }) })
  await expect(row.getByRole('cell')).toHaveText(hsCode)
})

test('an editor translates a product name into Arabic, sees the draft on the Arabic page in Presentation, publishes; /ar/products/… shows it without a rebuild, the English page keeps its name', async ({
  page,
}) => {
  test.slow()
  const product = await seedProduct(page, 3)
  const arabicName = `${product.name} بالعربية`
  const arabic = 'nameTranslations[language == "ar"][0].value'

  await openStudioList(page, ['Products', 'All products'])
  await page.getByPlaceholder('Search list').fill(product.name)
  await openDocument(page, product.name)
  // The seed's translations are marked for review.
  await expect(page.getByText('Seeded translations').first()).toBeVisible()
  // The Name's translations come first in the form, each labelled with its language.
  const field = page.getByRole('textbox', { name: 'Arabic', exact: true }).first()
  await field.fill(arabicName)
  const filter = '_type == "product" && productId == $productId'
  await draftSaved(page.request, filter, { productId: product.productId }, { [arabic]: arabicName })

  // Presentation on the Arabic page: the draft name, right to left, before Publish; its document open beside it.
  await page.goto(new URL(`/presentation?preview=${encodeURIComponent(`/ar/products/${product.slug}`)}`, process.env.E2E_STUDIO_URL).toString())
  const preview = page.frameLocator(`iframe[src^="${new URL(process.env.E2E_BASE_URL ?? '').origin}"]`)
  await expect(preview.getByRole('heading', { level: 1, name: arabicName })).toBeVisible({ timeout: 30_000 })
  await expect(preview.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 2, name: product.name, exact: true })).toBeVisible({ timeout: 30_000 })
  await publish(page, product.name, publishedWith(page.request, filter, { productId: product.productId }, { [arabic]: arabicName }))

  await page.goto(`/ar/products/${product.slug}`)
  await hydrated(page)
  const heading = page.getByRole('heading', { level: 1, name: arabicName })
  await expect(heading).toBeVisible()
  // In the page's language: no English marking.
  await expect(heading).not.toHaveAttribute('lang', 'en')
  await openProductPage(page, product.slug)
  await expect(page.getByRole('heading', { level: 1, name: product.name, exact: true })).toBeVisible()
})

test("an editor translates a policy's text into Arabic; /ar/policies/… shows it without the English-text notice", async ({ page }) => {
  const sentence = 'نريد أن تكون راضيًا عن كل طلب.'
  const arabic = 'bodyTranslations[language == "ar"][0].value[0].children[0].text'

  await openStudioList(page, ['Policies'])
  await openDocument(page, 'Refund Policy')
  // The seed's German translation is marked for review.
  await expect(page.getByText('Seeded translations').first()).toBeVisible()
  // The Title's translations come first, then the Text's: the last "Arabic" adds the Text's.
  await page.getByRole('button', { name: 'Arabic', exact: true }).last().click()
  // The new item's text editor, in the innermost group labelled Arabic that holds one.
  const item = page
    .getByRole('group')
    .filter({ has: page.getByText('Arabic', { exact: true }) })
    .filter({ has: page.getByRole('button', { name: 'Expand editor' }) })
    .last()
  await item.getByRole('textbox').click()
  await page.keyboard.type(sentence)
  const filter = '_type == "policy" && slug.current == $slug'
  await draftSaved(page.request, filter, { slug: 'refund-policy' }, { [arabic]: sentence })
  await publish(page, 'Refund Policy', publishedWith(page.request, filter, { slug: 'refund-policy' }, { [arabic]: sentence }))

  await page.goto('/ar/policies/refund-policy')
  await hydrated(page)
  const text = page.getByRole('main').getByText(sentence)
  await expect(text).toBeVisible()
  expect(await text.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('ar')
  await expect(page.getByRole('main').getByRole('note')).toHaveCount(0)
})

test("an editor sets a currency's rate in Site settings, a field per currency of the table; a rate the wrong way round is refused; the catalogue converts at the new rate", async ({
  page,
}) => {
  const product = await seedProduct(page, 0)
  await discardDraft(page.request, 'siteSettings')
  await openStudioList(page, ['Site settings'])
  await openFieldGroup(page, 'Prices')
  for (const code of FOREIGN_CURRENCIES) await expect(page.getByLabel(`${currencyInfo(code).label} (${code})`, { exact: true })).toBeVisible()

  const euro = page.getByLabel(`${currencyInfo('EUR').label} (EUR)`, { exact: true })
  // Dollars per rupee instead of rupees per euro: the mistake the range is there to catch.
  await euro.fill('0.012')
  // The Studio sets the field's first error as the input's own validity message.
  await expect
    .poll(() => euro.evaluate((input) => (input as HTMLInputElement).validationMessage))
    .toMatch(/Enter how many rupees one unit of this currency costs/)
  const rate = 100
  await euro.fill(String(rate))
  const filter = '_id == $id'
  await draftSaved(page.request, filter, { id: 'drafts.siteSettings' }, { 'exchangeRates.eur': rate })
  await publish(page, 'Site settings', publishedWith(page.request, filter, { id: 'siteSettings' }, { 'exchangeRates.eur': rate }))

  await page.goto('/products')
  await hydrated(page)
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR')
  await expect(catalogueCard(page, product.name)).toContainText(`≈ ${formatForeign(product.price / rate, 'EUR')}`)
})

test('the desk lists expired compliance papers to renew', async ({ page }) => {
  const expired = await lakeQuery<{ lotNumber: string }[]>(page.request, '*[_type == "complianceDocument" && expiresOn < $today]{ lotNumber }', {
    today: todayInIndia(),
  })
  expect(expired.length, 'the seed has an expired paper').toBeGreaterThan(0)
  await openStudioList(page, ['Compliance documents', 'Expired or expiring within 30 days'])
  const list = page.getByRole('listbox', { name: 'To renew' })
  // The item's text is its preview, which the Studio fills in once the lake answers.
  for (const { lotNumber } of expired)
    await expect(list.getByRole('option').filter({ hasText: `lot ${lotNumber}` })).toContainText('EXPIRED', { timeout: 30_000 })
})

test.describe('signing out', () => {
  // A session of its own: signing out ends it, and the other tests keep theirs.
  test.use({ storageState: { cookies: [], origins: [] } })

  test('an editor signs in, then signs out; the Studio asks to sign in again and the session no longer opens drafts', async ({ page }) => {
    await signInToStudio(page)
    const lake = process.env.E2E_LAKE_URL ?? ''
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('__studio_auth_token_embedded') ?? '{}') as { token?: string }).token ?? '')
    const asSession = { headers: { Authorization: `Bearer ${token}` } }
    const me = () => page.request.get(`${lake}/v2025-02-19/users/me`, asSession)
    expect(await (await me()).json()).toMatchObject({ id: 'local-editor' })
    await editorMenu(page).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page.getByRole('link', { name: 'Sign in on this computer' })).toBeVisible()
    expect((await me()).status()).toBe(401)
  })
})

test.describe('Presentation: the real site beside the form, drafts shown before Publish', () => {
  test('an editor sees a draft name and price on the product page, clicks the name to reach its field, publishes, and discards', async ({ page, context }) => {
    test.setTimeout(180_000)
    const product = await seedProduct(page, 0)
    const filter = '_type == "product" && productId == $productId'
    const params = { productId: product.productId }
    const draftName = `${product.name} Premium`
    const draftPrice = product.price + 7

    // A visitor's tab: the public site.
    const visitor = await context.newPage()
    await openProductPage(visitor, product.slug)
    await expect(visitor.getByRole('heading', { level: 1, name: product.name, exact: true })).toBeVisible()

    // The Studio's Presentation tool on the product's page: the preview opens its document.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(new URL(`/presentation?preview=${encodeURIComponent(`/products/${product.slug}`)}`, process.env.E2E_STUDIO_URL).toString())
    // Presentation's frame has no accessible name of its own: it is the frame showing the site.
    const preview = page.frameLocator(`iframe[src^="${new URL(process.env.E2E_BASE_URL ?? '').origin}"]`)
    await expect(preview.getByRole('heading', { level: 1, name: product.name })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 2, name: product.name, exact: true })).toBeVisible({ timeout: 30_000 })

    // Typing in the form: the preview shows the draft within 2 s, the visitor still the published page.
    const nameField = page.getByLabel('Name', { exact: true })
    await nameField.fill(draftName)
    await expect(preview.getByRole('heading', { level: 1, name: draftName })).toBeVisible({ timeout: 20_000 })
    // How long the price takes from the form to the page is reported, not asserted (this machine is shared).
    await setHouseholdPrice(page, draftPrice)
    const typed = Date.now()
    await expect(preview.getByRole('main').getByText(formatInr(draftPrice), { exact: true }).first()).toBeVisible({ timeout: 20_000 })
    const latency = `${((Date.now() - typed) / 1000).toFixed(1)} s from the price typed to the page showing it`
    test.info().annotations.push({ type: 'preview latency', description: latency })
    console.log(`Presentation: ${latency}`)
    await visitor.reload()
    await hydrated(visitor)
    await expect(visitor.getByRole('heading', { level: 1, name: product.name, exact: true })).toBeVisible()
    await expect(visitor.getByRole('main').getByText(formatInr(product.price), { exact: true }).first()).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('studio-presentation-1280.png') })

    // Click-to-edit: clicking the name on the page puts the caret in the Name field.
    await openFieldGroup(page, 'Basics')
    await expect(nameField).not.toBeFocused()
    await preview.getByRole('heading', { level: 1, name: draftName }).click()
    await expect(nameField).toBeFocused()

    // Publish: the visitor sees the new name and price on the next visit.
    await draftSaved(page.request, filter, params, { name: draftName, price: draftPrice })
    await publish(page, draftName, publishedWith(page.request, filter, params, { name: draftName, price: draftPrice }))
    await openProductPage(visitor, product.slug)
    await expect(visitor.getByRole('heading', { level: 1, name: draftName, exact: true })).toBeVisible()
    await expect(visitor.getByRole('main').getByText(formatInr(draftPrice), { exact: true }).first()).toBeVisible()

    // A new draft, then Discard changes: the preview is back to the published values.
    await nameField.fill(`${draftName} X`)
    await expect(preview.getByRole('heading', { level: 1, name: `${draftName} X` })).toBeVisible({ timeout: 20_000 })
    await draftSaved(page.request, filter, params, { name: `${draftName} X` })
    await page.getByRole('button', { name: 'Document actions' }).click()
    await page.getByRole('menuitem', { name: /Discard changes/ }).click()
    await page
      .getByRole('dialog', { name: /Discard changes/ })
      .getByRole('button', { name: 'Discard changes' })
      .click()
    // The preview's texts carry Sanity's invisible edit marks, so the name is matched as contained text.
    const previewHeading = preview.getByRole('heading', { level: 1 })
    await expect(previewHeading).not.toContainText(`${draftName} X`, { timeout: 20_000 })
    await expect(previewHeading).toContainText(draftName)
  })
})
