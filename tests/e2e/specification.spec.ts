import { readFile } from 'node:fs/promises'
import type { Page, Route } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { expect, hydrated, test } from './fixtures'
import { lakeQuery } from './catalogue-helpers'
import { addDays, todayInIndia } from '../../shared/dates'

/** The export specification and compliance papers of a product, as a business buyer meets them. */

interface SeedSpec {
  name: string
  slug: string
  hsCode: string
  volatileOil: number
  certificates: string[]
}

const CUMIN = `*[_type == "product" && slug.current == "cumin-seeds-jeera"][0]{
  name, "slug": slug.current, "hsCode": exportSpec.hsCode,
  "volatileOil": exportSpec.keyFigures[figure == "volatileOil"][0].value,
  "certificates": exportSpec.certificates[]->title
}`

/** Product page queries of the lake (the page asks again after hydration). */
function isProductQuery(url: URL): boolean {
  const lake = process.env.E2E_LAKE_URL
  return Boolean(
    lake && url.origin === new URL(lake).origin && url.pathname.includes('/data/query/') && url.searchParams.get('query')?.includes('complianceDocument'),
  )
}

async function editProduct(route: Route, edit: (product: Record<string, unknown>) => Record<string, unknown>) {
  const response = await route.fetch()
  const body = (await response.json()) as { result: Record<string, unknown> }
  await route.fulfill({ response, json: { ...body, result: edit(body.result) } })
}

async function openCumin(page: Page): Promise<void> {
  await page.goto('/products/cumin-seeds-jeera')
  await hydrated(page)
}

const specTable = (page: Page) => page.getByRole('table', { name: 'Specification' })

test('the Specification table shows the filled figures with row headers and the certificates', async ({ page, request }) => {
  const seed = await lakeQuery<SeedSpec>(request, CUMIN)
  await openCumin(page)
  const table = specTable(page)
  await expect(table).toBeVisible()
  await expect(
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'HS code' }) })
      .getByRole('cell'),
  ).toHaveText(seed.hsCode)
  await expect(
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Volatile oil (min.)' }) })
      .getByRole('cell'),
  ).toHaveText(`${seed.volatileOil} ml/100 g`)
  await expect(
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Container load' }) })
      .getByRole('cell'),
  ).toHaveText(/t \(20 ft\), .* t \(40 ft\)/)
  const certificates = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Certificates' }) })
    .getByRole('listitem')
  await expect(certificates).toHaveText(seed.certificates)
  // Nothing that was left empty gets a row: the seeded cumin has no curcumin or pop size.
  await expect(table.getByRole('rowheader', { name: /Curcumin|Pop size/ })).toHaveCount(0)

  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>)
  const product = jsonLd.find((ld) => ld['@type'] === 'Product') as {
    additionalProperty: { name: string; value: unknown }[]
    hasCertification: { name: string }[]
  }
  expect(product.additionalProperty).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'HS code', value: seed.hsCode, propertyID: 'HS code' })]))
  expect(product.additionalProperty).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'Volatile oil (min.)', value: seed.volatileOil, unitText: 'ml/100 g' })]),
  )
  expect(product.hasCertification.map((c) => c.name)).toEqual(seed.certificates)
})

test('a product with nothing filled shows no Specification and no spec sheet button', async ({ page }) => {
  await page.route(isProductQuery, (route) => editProduct(route, (p) => ({ ...p, exportSpec: null, compliance: [] })))
  await openCumin(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cumin Seeds (Jeera)')
  await expect(page.getByRole('heading', { name: 'Specification' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Compliance' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Download spec sheet' })).toHaveCount(0)
})

test('Download spec sheet loads the PDF code on first press and saves a one-page A4 PDF', async ({ page }) => {
  const pdfChunks: string[] = []
  page.on('request', (req) => {
    if (/\/assets\/pdf-[\w-]+\.js(\?t=\d+)?$/.test(req.url())) pdfChunks.push(req.url())
  })
  await openCumin(page)
  expect(pdfChunks, 'the PDF code is not loaded before the press').toEqual([])
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download spec sheet' }).click()])
  expect(download.suggestedFilename()).toBe('cumin-seeds-jeera-spec-sheet.pdf')
  expect(pdfChunks).toHaveLength(1)
  const pdf = await PDFDocument.load(await readFile((await download.path())!))
  expect(pdf.getPageCount()).toBe(1)
  const { width, height } = pdf.getPage(0).getSize()
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842])
  expect(pdf.getTitle()).toBe('Cumin Seeds (Jeera): product specification')
  await expect(page.getByRole('button', { name: 'Download spec sheet' })).toBeEnabled()
})

test('when the PDF code cannot be loaded the buyer is told, and the next press works', async ({ page, problemLog }) => {
  problemLog.allow(/request failed: GET .*\/assets\/pdf-/)
  problemLog.allow('Failed to fetch dynamically imported module')
  problemLog.allow('net::ERR_FAILED')
  await openCumin(page)
  await page.route(/\/assets\/pdf-[\w-]+\.js(\?t=\d+)?$/, (route) => route.abort('failed'))
  await page.getByRole('button', { name: 'Download spec sheet' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The spec sheet could not be made' })).toBeVisible()
  await page.unroute(/\/assets\/pdf-[\w-]+\.js(\?t=\d+)?$/)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download spec sheet' }).click()])
  expect(download.suggestedFilename()).toBe('cumin-seeds-jeera-spec-sheet.pdf')
  await expect(page.getByRole('alert').filter({ hasText: 'The spec sheet could not be made' })).toBeHidden()
})

test('the Compliance list shows current papers with lot, dates and a PDF, never an expired one', async ({ page, request }) => {
  const papers = await lakeQuery<{ kind: string; lotNumber: string; expiresOn: string }[]>(
    request,
    '*[_type == "complianceDocument" && product._ref == "product-1"]{ kind, lotNumber, expiresOn }',
  )
  const today = todayInIndia()
  const current = papers.filter((p) => p.expiresOn >= today)
  const expired = papers.filter((p) => p.expiresOn < today)
  expect(expired.length, 'the seed has an expired paper to hide').toBeGreaterThan(0)

  await openCumin(page)
  const list = page.getByRole('region', { name: 'Compliance' }).getByRole('listitem')
  await expect(list).toHaveCount(current.length)
  const coa = list.filter({ has: page.getByRole('heading', { name: 'Certificate of analysis' }) })
  await expect(coa).toContainText('LotCUM-2026-118')
  await expect(coa).toContainText('Valid until14 September 2028')
  await expect(coa.getByRole('link', { name: /^Download Certificate of analysis, lot CUM-2026-118 \(PDF, \d+ KB\)$/ })).toHaveAttribute('href', /\.pdf$/)
  await expect(list.filter({ has: page.getByRole('heading', { name: 'Aflatoxin report' }) })).toContainText('Aflatoxin B11.2 µg/kg (EU limit 5)')
  for (const old of expired) await expect(page.getByRole('main')).not.toContainText(old.lotNumber)

  const pdf = await request.get((await coa.getByRole('link').getAttribute('href'))!)
  expect(pdf.status()).toBe(200)
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('a paper that expired after the page was built is hidden when the page renders', async ({ page }) => {
  // As if the content answered with a paper that expired yesterday (a page built before its expiry).
  const yesterday = addDays(todayInIndia(), -1)
  await page.route(isProductQuery, (route) =>
    editProduct(route, (p) => {
      const compliance = p.compliance as Record<string, unknown>[]
      return {
        ...p,
        compliance: [
          ...compliance,
          { ...compliance[0], _id: 'paper-stale', lotNumber: 'STALE-LOT-1', expiresOn: yesterday },
          { ...compliance[0], _id: 'paper-fresh', lotNumber: 'FRESH-LOT-1', expiresOn: '2099-12-31' },
        ],
      }
    }),
  )
  await openCumin(page)
  // The fresh lot proves the page shows the answer that also carries the stale one.
  await expect(page.getByRole('region', { name: 'Compliance' })).toContainText('FRESH-LOT-1')
  await expect(page.getByRole('main')).not.toContainText('STALE-LOT-1')
})
