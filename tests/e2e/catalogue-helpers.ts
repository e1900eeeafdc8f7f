import type { APIRequestContext } from '@playwright/test'

/** Helpers of the catalogue and product specs. */

/** Reads the seeded content straight from the embedded lake, so tests never hard-code counts. */
export async function lakeQuery<T>(request: APIRequestContext, query: string, params: Record<string, unknown> = {}): Promise<T> {
  const lake = process.env.E2E_LAKE_URL
  if (!lake) throw new Error('E2E_LAKE_URL is not set: run the browser tests with `npm run test:e2e`')
  const url = new URL(`/v${process.env.VITE_SANITY_API_VERSION || '2025-02-19'}/data/query/${process.env.VITE_SANITY_DATASET || 'production'}`, lake)
  url.searchParams.set('query', query)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(`$${key}`, JSON.stringify(value))
  const res = await request.get(url.toString())
  if (!res.ok()) throw new Error(`lake query failed: ${res.status()} ${await res.text()}`)
  return ((await res.json()) as { result: T }).result
}

const lakeOrigin = new URL(process.env.E2E_LAKE_URL ?? 'http://lake.invalid').origin

/**
 * Requests to the content lake's query API (not its images): what tests make fail. A pattern, not a
 * function: Playwright then holds only these requests, where a function has every request of the
 * page (scripts, styles, pictures) wait on a round trip to the test process.
 */
export const LAKE_QUERY = new RegExp(`^${lakeOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^?]*/data/query/`)
