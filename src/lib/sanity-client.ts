import type { ClientConfig, ClientReturn, QueryParams, SanityClient } from '@sanity/client'
import { queryContent, type ContentQueryConfig } from './content-query'
import { env } from './env'
import { inPresentation } from './presentation'

// No token: the public dataset is read with the published perspective.
function clientConfig(): ClientConfig & ContentQueryConfig {
  return {
    projectId: env.sanity.projectId,
    dataset: env.sanity.dataset,
    apiVersion: env.sanity.apiVersion,
    perspective: 'published',
    useCdn: !env.sanity.apiHost,
    // The page already shows what it was built with: a failed refresh says so at once and offers Retry.
    maxRetries: 0,
    ...(env.sanity.apiHost ? { apiHost: env.sanity.apiHost, useProjectHostname: false } : {}),
  }
}

let client: Promise<SanityClient> | null = null

/** For the build and unit tests only; the browser uses ./content-query.ts. */
export function getSanityClient(): Promise<SanityClient> {
  // The build repeats a read whose connection dropped (a busy lake closing a kept-alive socket as it is reused).
  client ??= import('@sanity/client').then(({ createClient }) => createClient({ ...clientConfig(), maxRetries: 3 }))
  return client
}

export class ContentUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The product information could not be loaded. Please check your connection and try again.', { cause })
    this.name = 'ContentUnavailableError'
  }
}

/** Inside Presentation the preview chunk answers instead, with the editor's drafts. */
export async function fetchContent<const Q extends string>(query: Q, params: QueryParams = {}): Promise<QueryResult<Q>> {
  type T = QueryResult<Q>
  if (inPresentation()) return (await import('./preview/live-content')).fetchLive<T>(query, params, () => fetchPublished<T>(query, params))
  return fetchPublished<T>(query, params)
}

export type QueryResult<Q extends string> = ClientReturn<Q, unknown>

async function fetchPublished<T>(query: string, params: QueryParams): Promise<T> {
  try {
    // A constant of the build: the browser's bundle keeps only the first line.
    if (!import.meta.env.SSR) return await queryContent<T>(clientConfig(), query, params)
    const sanity = await getSanityClient()
    return await sanity.fetch<T>(query, params)
  } catch (error) {
    // A failed import of the client must not stick: the next attempt imports again.
    if (import.meta.env.SSR && !(error instanceof Error && 'statusCode' in error)) client = null
    throw new ContentUnavailableError(error)
  }
}
