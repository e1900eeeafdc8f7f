import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { householdPricePerKg } from '../../../studio/schema-types/rules.ts'
import { discardDraft, expect, lakeQuery } from './fixtures'

/** The Studio's "Price list" tool, by the names it shows. */

export interface PricedProduct {
  _id: string
  productId: number
  name: string
  slug: string
  price: number
  bulkPrice: number
  packSize: string
}

/** Every product draft is discarded: the tool's "Publish N changes" publishes all of them. */
export async function discardProductDrafts(request: APIRequestContext): Promise<void> {
  const ids = await lakeQuery<string[]>(request, '*[_type == "product" && _id in path("drafts.**")]._id', {}, 'raw')
  for (const id of ids) await discardDraft(request, id.replace(/^drafts\./, ''))
}

/**
 * Published products whose price may rise by `rise` (their bulk price per kg stays at or under the
 * household price per kg), from the end of the list, apart from the Studio suite's own (the first ones).
 */
export async function productsToReprice(request: APIRequestContext, count: number, skip: number, rise: number): Promise<PricedProduct[]> {
  const products = await lakeQuery<PricedProduct[]>(
    request,
    '*[_type == "product"] | order(productId desc) {_id, productId, name, "slug": slug.current, price, bulkPrice, packSize}',
  )
  const fit = products.filter((product) => (householdPricePerKg(product.price + rise, product.packSize) ?? 0) >= product.bulkPrice)
  const chosen = fit.slice(skip, skip + count)
  if (chosen.length < count) throw new Error(`The seed has fewer than ${skip + count} products whose price can rise`)
  return chosen
}

export async function openPriceList(page: Page): Promise<void> {
  const studio = process.env.E2E_STUDIO_URL
  if (!studio) throw new Error('E2E_STUDIO_URL is not set: run this suite with `node scripts/e2e-studio.ts`')
  await page.goto(new URL('/price-list', studio).toString())
  await expect(page.getByRole('heading', { level: 1, name: 'Price list' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('table', { name: 'Price list' }).getByRole('row').nth(1)).toBeVisible()
}

export const priceCell = (page: Page, name: string) => page.getByRole('textbox', { name: `Household price (₹ per pack), ${name}`, exact: true })

export async function downloadCsv(page: Page): Promise<string> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  return readFile(await (await download).path(), 'utf8')
}

export async function uploadCsv(page: Page, text: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload CSV' }).click()
  await (await chooser).setFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') })
}

/** The published price of each product, by id (one look at the lake). */
export function publishedPrices(request: APIRequestContext, ids: string[]): Promise<{ _id: string; price: number }[]> {
  return lakeQuery(request, '*[_id in $ids] | order(_id asc) {_id, price}', { ids })
}
