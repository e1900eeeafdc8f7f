import type { Page } from '@playwright/test'
import Papa from 'papaparse'
import { readLakeToken } from '../../../services/content-lake/token.ts'
import { formatInr } from '../../../src/lib/format'
import { hydrated } from '../fixtures'
import { expect, lakeQuery, test } from './fixtures'
import { discardProductDrafts, downloadCsv, openPriceList, productsToReprice, publishedPrices, uploadCsv } from './price-list-page'
import { openFieldGroup } from './studio-page'

/**
 * Content Releases against the embedded lake, through the Studio's own Releases tool: staff put
 * new prices in a release, schedule it, and the public site changes at that minute, without a
 * rebuild. Run by `node scripts/e2e-studio.ts`.
 */
test.skip(!process.env.E2E_STUDIO_URL, 'needs the Studio: run `node scripts/e2e-studio.ts`')
// The business's clock: the Studio shows and takes times in the browser's zone.
test.use({ timezoneId: 'Asia/Kolkata' })

const studio = (path: string) => new URL(path, process.env.E2E_STUDIO_URL).toString()

interface Product {
  _id: string
  name: string
  slug: string
  price: number
}

async function priceInRelease(page: Page, release: string, product: Product, price: number): Promise<void> {
  await page.goto(studio(`/structure?perspective=${release}`))
  await page.getByRole('link', { name: 'Products', exact: true }).click()
  await page.getByRole('link', { name: 'All products', exact: true }).click()
  // The list shows what fits on screen: narrow it to the product first.
  await page.getByPlaceholder('Search list').fill(product.name)
  await page
    .getByRole('link', { name: new RegExp(`^${product.name.replace(/[()]/g, '\\$&')}(\\s|$)`) })
    .first()
    .click()
  await page.getByRole('button', { name: 'Add to release' }).click()
  await expect.poll(() => lakeQuery<string | null>(page.request, '*[_id == $id][0]._id', { id: `versions.${release}.${product._id}` }, 'raw')).not.toBeNull()
  await openFieldGroup(page, 'Price and packing')
  await page.getByLabel('Household price (₹)').fill(String(price))
  await expect.poll(() => lakeQuery<number | null>(page.request, '*[_id == $id][0].price', { id: `versions.${release}.${product._id}` }, 'raw')).toBe(price)
}

/** The calendar day's button name ("Fri Nov 27 2026") and the time ("09:05") of `when`, in India. */
function inIndia(when: Date): { day: string; time: string } {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', ...options }).format(when)
  const day = `${part({ weekday: 'short' })} ${part({ month: 'short' })} ${part({ day: '2-digit' })} ${part({ year: 'numeric' })}`
  return { day, time: part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) }
}

async function shownPrice(page: Page, product: Product): Promise<void> {
  await page.goto(`/products/${product.slug}`)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
}

test('a release scheduled a minute ahead publishes two new prices together; the site shows them then, without a rebuild', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  const products = await lakeQuery<Product[]>(page.request, '*[_type == "product"] | order(productId asc) [4..5] {_id, name, "slug": slug.current, price}')
  expect(products).toHaveLength(2)
  const title = `Spring prices ${testInfo.retry + 1}`

  await page.goto(studio('/releases'))
  await page.getByRole('button', { name: 'New release' }).first().click()
  await page.getByPlaceholder('Untitled release').fill(title)
  await page.getByRole('button', { name: 'Create release' }).click()
  await expect(page).toHaveURL(/\/releases\/[A-Za-z0-9_-]+/)
  const release = /\/releases\/([A-Za-z0-9_-]+)/.exec(page.url())![1]!
  await expect.poll(() => lakeQuery<string | null>(page.request, '*[_id == $id][0].metadata.title', { id: `_.releases.${release}` }, 'raw')).toBe(title)

  const [first, second] = products as [Product, Product]
  await priceInRelease(page, release, first, first.price + 11)
  await priceInRelease(page, release, second, second.price + 22)

  // At the start of the minute after next: the Studio schedules to the minute.
  const publishAt = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000)
  const { day, time } = inIndia(publishAt)
  await page.goto(studio(`/releases/${release}`))
  await page
    .getByRole('button', { name: /As soon as possible/ })
    .first()
    .click()
  await page.getByRole('tab', { name: 'At time' }).click()
  await page.getByRole('button', { name: day, exact: true }).click()
  await page.getByRole('textbox', { name: 'Select time' }).fill(time)
  // A click beside the picker closes it, and the release takes the time.
  await page.getByText('Edited', { exact: true }).click()
  await page.getByRole('button', { name: /Schedule release/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Schedule the release' })
  await dialog.getByRole('button', { name: 'Yes, schedule' }).click()
  await expect
    .poll(() =>
      lakeQuery<{ state: string; publishAt?: string } | null>(page.request, '*[_id == $id][0]{state, publishAt}', { id: `_.releases.${release}` }, 'raw'),
    )
    .toEqual({ state: 'scheduled', publishAt: publishAt.toISOString() })

  // Before its minute the public site shows the old prices.
  expect(Date.now()).toBeLessThan(publishAt.getTime())
  await shownPrice(page, first)
  await expect(page.getByRole('main').getByText(formatInr(first.price), { exact: true }).first()).toBeVisible()

  await expect
    .poll(() => lakeQuery<{ state: string } | null>(page.request, '*[_id == $id][0]{state}', { id: `_.releases.${release}` }, 'raw'), {
      timeout: 150_000,
      intervals: [2_000],
    })
    .toEqual({ state: 'published' })
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime())
  const published = await lakeQuery<{ _id: string; price: number; _rev: string }[]>(page.request, '*[_id in $ids]{_id, price, _rev}', {
    ids: [first._id, second._id],
  })
  const priceOf = (id: string) => published.find((doc) => doc._id === id)?.price
  expect([priceOf(first._id), priceOf(second._id)]).toEqual([first.price + 11, second.price + 22])
  // One transaction: both documents carry its revision.
  expect(new Set(published.map((doc) => doc._rev)).size).toBe(1)

  for (const [product, price] of [
    [first, first.price + 11],
    [second, second.price + 22],
  ] as const) {
    await shownPrice(page, product)
    await expect(page.getByRole('main').getByText(formatInr(price), { exact: true }).first()).toBeVisible()
  }
})

test("a new season's prices from a spreadsheet go into a release chosen in the Price list, and live when the release is run", async ({ page }, testInfo) => {
  // The Price list, a download, an upload and the Releases tool, which keeps Run release disabled until it has validated the release.
  test.slow()
  const title = `Autumn prices ${testInfo.retry + 1}`
  const name = `rAutumn${testInfo.retry + 1}`
  const lake = process.env.E2E_LAKE_URL
  const dataDir = process.env.E2E_DATA_DIR
  if (!lake || !dataDir) throw new Error('run this suite with `node scripts/e2e-studio.ts`')
  // The release exists already (the test above makes one in the Releases tool).
  const created = await page.request.post(new URL('/v2025-02-19/data/actions/production', lake).toString(), {
    data: { actions: [{ actionType: 'sanity.action.release.create', releaseId: name, metadata: { title, releaseType: 'asap' } }] },
    headers: { Authorization: `Bearer ${readLakeToken(dataDir)}` },
  })
  expect(created.ok()).toBe(true)
  await discardProductDrafts(page.request)
  const products = await productsToReprice(page.request, 2, 4, 9)
  const ids = products.map((product) => product._id)

  await openPriceList(page)
  await page.getByRole('combobox', { name: 'Write changes into' }).selectOption({ label: `Release: ${title}` })
  const sheet = Papa.parse<string[]>((await downloadCsv(page)).slice(1), { skipEmptyLines: true }).data
  for (const product of products) {
    const line = sheet.find((cells) => cells[0] === String(product.productId))
    if (!line) throw new Error(`product ${product.productId} is not in the CSV`)
    line[3] = String(product.price + 9)
  }
  await uploadCsv(page, '\uFEFF' + Papa.unparse(sheet, { newline: '\r\n' }))
  const preview = page.getByRole('dialog', { name: 'Check the uploaded file' })
  await expect(preview.getByRole('heading', { name: `2 changes to save into the release "${title}"` })).toBeVisible()
  await preview.getByRole('button', { name: 'Apply 2 changes' }).click()
  await expect(preview).toBeHidden()

  // In the release, not in drafts and not on the site.
  const versions = () =>
    lakeQuery<{ _id: string; price: number }[]>(
      page.request,
      '*[_id in $ids] | order(_id) {_id, price}',
      { ids: ids.map((id) => `versions.${name}.${id}`) },
      'raw',
    )
  await expect
    .poll(versions)
    .toEqual(products.map((product) => ({ _id: `versions.${name}.${product._id}`, price: product.price + 9 })).sort((a, b) => (a._id < b._id ? -1 : 1)))
  expect(await lakeQuery<number>(page.request, 'count(*[_id in $ids])', { ids: ids.map((id) => `drafts.${id}`) }, 'raw')).toBe(0)
  expect(await publishedPrices(page.request, ids)).toEqual(
    products.map((product) => ({ _id: product._id, price: product.price })).sort((a, b) => (a._id < b._id ? -1 : 1)),
  )

  await page.getByRole('link', { name: /Open the release/ }).click()
  // On a loaded machine the Releases tool can take a click on Run release while it still validates
  // and show nothing; an editor clicks again, and so does the test, until its confirmation opens.
  const confirm = page.getByRole('dialog').getByRole('button', { name: /Run release|Yes/ })
  await expect(async () => {
    if (!(await confirm.isVisible())) await page.getByRole('button', { name: 'Run release' }).click()
    await expect(confirm).toBeVisible({ timeout: 15_000 })
  }).toPass({ timeout: 180_000 })
  await confirm.click()
  await expect
    .poll(() => publishedPrices(page.request, ids))
    .toEqual(products.map((product) => ({ _id: product._id, price: product.price + 9 })).sort((a, b) => (a._id < b._id ? -1 : 1)))
})
