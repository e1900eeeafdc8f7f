import Papa from 'papaparse'
import { formatInr } from '../../../src/lib/format'
import { hydrated } from '../fixtures'
import { expect, lakeQuery, test } from './fixtures'
import { discardProductDrafts, downloadCsv, openPriceList, priceCell, productsToReprice, publishedPrices, uploadCsv } from './price-list-page'

/**
 * Staff change prices in the Studio's "Price list" tool: in the table, or through a CSV from a
 * spreadsheet; edits are drafts until "Publish N changes". Run by `node scripts/e2e-studio.ts`.
 */
test.skip(!process.env.E2E_STUDIO_URL, 'needs the Studio: run `node scripts/e2e-studio.ts`')

test.beforeEach(async ({ page }) => {
  await discardProductDrafts(page.request)
})

const byId = (ids: string[]) => [...ids].sort()

test('the price table edits one cell into a draft, and Publish makes it live on the site', async ({ page }) => {
  const [product] = await productsToReprice(page.request, 1, 0, 7)
  if (!product) throw new Error('no product')
  const newPrice = product.price + 7

  await openPriceList(page)
  const cell = priceCell(page, product.name)
  await cell.fill(String(newPrice))
  await cell.press('Enter')
  // The cell says it changed, to the eye and to a screen reader, until it is published.
  await expect(cell).toHaveAccessibleDescription(`Changed, was ${product.price}`)
  await expect.poll(() => lakeQuery(page.request, '*[_id == $id][0].price', { id: `drafts.${product._id}` }, 'raw')).toBe(newPrice)
  expect(await publishedPrices(page.request, [product._id])).toEqual([{ _id: product._id, price: product.price }])

  await page.getByRole('button', { name: 'Publish 1 change', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Publish 1 change?' })
  await expect(dialog.getByRole('list', { name: 'Changes to publish' }).getByRole('listitem')).toHaveText([
    `${product.name} — Household price (₹ per pack): ${product.price} → ${newPrice}`,
  ])
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect.poll(() => publishedPrices(page.request, [product._id])).toEqual([{ _id: product._id, price: newPrice }])
  await expect(priceCell(page, product.name)).not.toHaveAccessibleDescription(/Changed/)
  await expect(page.getByRole('button', { name: 'Nothing to publish', exact: true })).toBeDisabled()

  await page.goto(`/products/${product.slug}`)
  await hydrated(page)
  await expect(page.getByRole('main').getByText(formatInr(newPrice), { exact: true }).first()).toBeVisible()
})

test('a CSV round trip: download, change three prices, upload, check the preview, publish', async ({ page }) => {
  const products = await productsToReprice(page.request, 3, 1, 5)
  const ids = products.map((product) => product._id)

  await openPriceList(page)
  const csv = await downloadCsv(page)
  expect(csv.startsWith('\uFEFFproductId,name,category,price,bulkPrice,minOrderKg,packSize,offersSamples\r\n')).toBe(true)
  const sheet = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data
  for (const product of products) {
    const line = sheet.find((cells) => cells[0] === String(product.productId))
    if (!line) throw new Error(`product ${product.productId} is not in the CSV`)
    expect(line[3]).toBe(String(product.price))
    line[3] = String(product.price + 5)
  }
  await uploadCsv(page, '\uFEFF' + Papa.unparse(sheet, { newline: '\r\n' }))

  const preview = page.getByRole('dialog', { name: 'Check the uploaded file' })
  await expect(preview.getByRole('heading', { name: '3 changes to save as drafts' })).toBeVisible()
  // In the file's order (by category, then name).
  const inFileOrder = sheet.flatMap((cells) => products.filter((product) => String(product.productId) === cells[0]))
  await expect(preview.getByRole('list', { name: 'Changes' }).getByRole('listitem')).toHaveText(
    inFileOrder.map((product) => `${product.name} — Household price (₹ per pack): ${product.price} → ${product.price + 5}`),
  )
  await preview.getByRole('button', { name: 'Apply 3 changes' }).click()
  await expect(preview).toBeHidden()
  await expect
    .poll(() =>
      lakeQuery<{ _id: string; price: number }[]>(
        page.request,
        '*[_id in $ids] | order(_id asc) {_id, price}',
        { ids: ids.map((id) => `drafts.${id}`) },
        'raw',
      ),
    )
    .toEqual(byId(ids).map((id) => ({ _id: `drafts.${id}`, price: (products.find((product) => product._id === id)?.price ?? 0) + 5 })))

  await page.getByRole('button', { name: 'Publish 3 changes', exact: true }).click()
  await page.getByRole('dialog', { name: 'Publish 3 changes?' }).getByRole('button', { name: 'Publish', exact: true }).click()
  await expect
    .poll(() => publishedPrices(page.request, ids))
    .toEqual(byId(ids).map((id) => ({ _id: id, price: (products.find((product) => product._id === id)?.price ?? 0) + 5 })))
})

test('a CSV with two bad rows: both are reported by row number, and nothing is written', async ({ page }) => {
  const [good, other] = await productsToReprice(page.request, 2, 4, 3)
  if (!good || !other) throw new Error('no product')
  const csv = Papa.unparse(
    [
      ['productId', 'name', 'price'],
      [good.productId, good.name, good.price + 3],
      [9876, 'Unknown spice', 80],
      [other.productId, other.name, 'eighty'],
    ],
    { newline: '\r\n' },
  )

  await openPriceList(page)
  await uploadCsv(page, csv)
  const preview = page.getByRole('dialog', { name: 'Check the uploaded file: 2 rows cannot be used' })
  await expect(preview.getByRole('list', { name: 'Rows with problems' }).getByRole('listitem')).toHaveText([
    'Row 3 (product ID 9876): No product has the ID 9876.',
    `Row 4 (product ID ${other.productId}, ${other.name}): Household price (₹ per pack): "eighty" is not a number.`,
  ])
  await expect(preview.getByRole('button', { name: 'Apply the 1 valid row' })).toBeVisible()
  await preview.getByRole('button', { name: 'Cancel' }).click()
  await expect(preview).toBeHidden()

  expect(await lakeQuery<number>(page.request, 'count(*[_type == "product" && _id in path("drafts.**")])', {}, 'raw')).toBe(0)
  expect(await publishedPrices(page.request, [good._id])).toEqual([{ _id: good._id, price: good.price }])
  await expect(page.getByRole('button', { name: 'Nothing to publish', exact: true })).toBeDisabled()
})
