import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { LAKE_QUERY, lakeQuery } from './catalogue-helpers'
import { pdfPageTexts } from '../pdf-text'

const button = (page: Page) => page.getByRole('button', { name: 'Download the whole list (PDF)' })
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())

async function pdfText(download: Download): Promise<string> {
  const pages = await pdfPageTexts(await readFile((await download.path())!))
  return pages.map((lines) => lines.join(' ')).join('\n')
}

test('the whole list of a category downloads as a PDF naming every product once, in the currency chosen', async ({ page, request }) => {
  const names = await lakeQuery<string[]>(request, '*[_type == "product" && defined(slug.current) && category == "Makhana"] | order(productId asc).name')
  expect(names.length).toBeGreaterThan(0)
  const listChunks: string[] = []
  page.on('request', (req) => {
    if (/\/assets\/(download|pdf)-[\w-]+\.js$/.test(req.url())) listChunks.push(req.url())
  })
  await page.goto('/products/category/makhana')
  await hydrated(page)
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD')
  expect(listChunks, 'the list and PDF code are not loaded before the press').toEqual([])

  const [download] = await Promise.all([page.waitForEvent('download'), button(page).click()])
  expect(download.suggestedFilename()).toBe(`spice-makhana-co-catalogue-makhana-${today()}.pdf`)
  expect(listChunks.length).toBeGreaterThan(0)
  const text = await pdfText(download)
  expect(text).toContain('Makhana: specifications and prices')
  expect(text).toContain(`${names.length} products, as listed on`)
  expect(text).toContain('Price (USD)')
  // Names may wrap inside their column; the lines of one name are drawn one after the other.
  for (const name of names) expect(text, name).toContain(name)
  await expect(button(page)).toBeEnabled()
})

test('when the content server does not answer the buyer is told, and Try again downloads the list', async ({ page, problemLog }) => {
  problemLog.allow(/request failed: .*\/data\/query\//)
  problemLog.allow('net::ERR_FAILED')
  await page.goto('/products')
  await hydrated(page)
  await page.route(LAKE_QUERY, (route) => route.abort('failed'))
  await button(page).click()
  const alert = page.getByRole('alert').filter({ hasText: 'The list could not be loaded' })
  await expect(alert).toBeVisible()

  await page.unroute(LAKE_QUERY)
  const [download] = await Promise.all([page.waitForEvent('download'), alert.getByRole('button', { name: 'Try again' }).click()])
  expect(download.suggestedFilename()).toBe(`spice-makhana-co-catalogue-all-${today()}.pdf`)
  expect(await pdfText(download)).toContain('Product list with specifications and prices')
  await expect(alert).toBeHidden()
})
