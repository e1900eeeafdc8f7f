// The request @sanity/client sends, without shipping @sanity/client to the browser (docs/decisions/022).
import type { QueryParams } from '@sanity/client'

/** The fields of @sanity/client's configuration that shape a query request. */
export interface ContentQueryConfig {
  projectId: string
  dataset: string
  apiVersion: string
  useCdn?: boolean
  /** Another API origin than Sanity's (the embedded lake); with `useProjectHostname: false`, used as it is. */
  apiHost?: string
  useProjectHostname?: boolean
}

/** An answer other than 2xx: the server's own description, and its status. */
export class ContentQueryError extends Error {
  readonly statusCode: number
  constructor(statusCode: number, message: string) {
    super(message)
    this.name = 'ContentQueryError'
    this.statusCode = statusCode
  }
}

const SANITY_API = 'https://api.sanity.io'
const SANITY_CDN_HOST = 'apicdn.sanity.io'
/** @sanity/client's limit: a longer query string goes in a POST body instead. */
const GET_LIMIT = 11_264

/** `https://{projectId}.apicdn.sanity.io/v{apiVersion}` and its kin, as @sanity/client derives them. */
export function apiBase(config: ContentQueryConfig): string {
  const version = `v${config.apiVersion.replace(/^v/, '')}`
  const apiHost = config.apiHost ?? SANITY_API
  if (config.useProjectHostname === false) return `${apiHost}/${version}`
  const [protocol, host = ''] = apiHost.split('://', 2)
  const cdnHost = apiHost === SANITY_API ? SANITY_CDN_HOST : host
  return `${protocol}://${config.projectId}.${config.useCdn === false ? host : cdnHost}/${version}`
}

/** The request for a query: GET with `?query=…&$name=<JSON>`, or POST of `{query, params}` when that is too long. */
export function queryRequest(config: ContentQueryConfig, query: string, params: QueryParams = {}): { url: string; init: RequestInit } {
  const search = new URLSearchParams({ query })
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.append(`$${name}`, JSON.stringify(value))
  const get = `?${search}`.length < GET_LIMIT
  const options = new URLSearchParams({ returnQuery: 'false', perspective: 'published' })
  const url = `${apiBase(config)}/data/query/${config.dataset}?${get ? `${search}&` : ''}${options}`
  // Without its project in the hostname, the API learns it from this header.
  const headers: Record<string, string> = config.useProjectHostname === false ? { 'X-Sanity-Project-ID': config.projectId } : {}
  if (get) return { url, init: { credentials: 'omit', headers } }
  headers['Content-Type'] = 'application/json'
  return { url, init: { method: 'POST', credentials: 'omit', headers, body: JSON.stringify({ query, params }) } }
}

/** The query's result (published documents only); rejects on a network failure or an answer other than 2xx. */
export async function queryContent<T>(config: ContentQueryConfig, query: string, params: QueryParams = {}): Promise<T> {
  const { url, init } = queryRequest(config, query, params)
  const response = await fetch(url, init)
  if (response.ok) return ((await response.json()) as { result: T }).result
  const body = (await response.json().catch(() => null)) as { error?: { description?: unknown } } | null
  const description = body?.error?.description
  throw new ContentQueryError(response.status, typeof description === 'string' ? description : `HTTP ${response.status} ${response.statusText}`.trim())
}
