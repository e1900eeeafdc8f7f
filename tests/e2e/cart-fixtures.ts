import type { APIRequestContext, Page } from '@playwright/test'
import { readLakeToken } from '../../services/content-lake/token'
import { formatInr } from '../../src/lib/format'

export { formatInr }

export interface LakeProduct {
  productId: number
  name: string
  price: number
  slug: string | null
}

export interface StoredLine {
  id: number
  name: string
  image: string
  price: number
  quantity: number
  slug?: string
}

const API = 'v2025-02-19'
const lakeUrl = () => process.env.E2E_LAKE_URL ?? 'http://127.0.0.1:4990'

/** Products as the content lake has them now (the cart re-prices from the same source). */
export async function lakeProducts(request: APIRequestContext, ids: number[]): Promise<LakeProduct[]> {
  const res = await request.post(`${lakeUrl()}/${API}/data/query/production`, {
    data: {
      query: '*[_type == "product" && productId in $ids] | order(productId asc){ productId, name, price, "slug": slug.current }',
      params: { ids },
    },
  })
  if (!res.ok()) throw new Error(`lake query failed: ${res.status()} ${await res.text()}`)
  const body = (await res.json()) as { result: LakeProduct[] }
  if (body.result.length !== ids.length) throw new Error(`expected products ${ids.join(', ')} in the seed`)
  return body.result
}

/** The lake's token, from the data directory the test runner gave it (writes need it). */
export function lakeAuthorization(): Record<string, string> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with `npm run test:e2e`')
  return { Authorization: `Bearer ${readLakeToken(dataDir)}` }
}

export async function mutateLake(request: APIRequestContext, mutations: object[]): Promise<void> {
  const res = await request.post(`${lakeUrl()}/${API}/data/mutate/production`, { data: { mutations }, headers: lakeAuthorization() })
  if (!res.ok()) throw new Error(`lake mutate failed: ${res.status()} ${await res.text()}`)
}

export function toLine(p: LakeProduct, quantity = 1): StoredLine {
  return { id: p.productId, name: p.name, image: '', price: p.price, quantity, ...(p.slug ? { slug: p.slug } : {}) }
}

export function cartValue(lines: StoredLine[]): string {
  return JSON.stringify({ state: { lines }, version: 1 })
}

/** Writes a raw 'cart' value on the site's origin, then opens `path` (a fresh load reads it). */
export async function openWithStoredCart(page: Page, raw: string, path = '/cart'): Promise<void> {
  await page.goto('/policies/privacy-policy')
  await page.evaluate((value) => localStorage.setItem('cart', value), raw)
  await page.goto(path)
}

export async function storedCart(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null') as unknown)
}
