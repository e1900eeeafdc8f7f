import type { QueryParams, SanityClient } from '@sanity/client'
import { env } from './env'

let client: Promise<SanityClient> | null = null

/**
 * The one read-only Sanity client of the site. No token: the public dataset is read with the
 * published perspective, through the API CDN in production and the embedded lake locally.
 * Loaded on first use: pre-rendered pages hydrate without it, keeping ~30 KB gzip off first load.
 */
export function getSanityClient(): Promise<SanityClient> {
  client ??= import('@sanity/client').then(({ createClient }) =>
    createClient({
      projectId: env.sanity.projectId,
      dataset: env.sanity.dataset,
      apiVersion: env.sanity.apiVersion,
      perspective: 'published',
      useCdn: !env.sanity.apiHost,
      // The page already shows what it was built with: a failed refresh says so at once and offers
      // Retry, rather than retrying silently for seconds (the client's default is 5 retries).
      maxRetries: 0,
      ...(env.sanity.apiHost ? { apiHost: env.sanity.apiHost, useProjectHostname: false } : {}),
    }),
  )
  return client
}

export class ContentUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The product information could not be loaded. Please check your connection and try again.', { cause })
    this.name = 'ContentUnavailableError'
  }
}

/** Runs a named GROQ query with parameters; any network or server failure becomes one clear error. */
export async function fetchContent<T>(query: string, params: QueryParams = {}): Promise<T> {
  try {
    const sanity = await getSanityClient()
    return await sanity.fetch<T>(query, params)
  } catch (error) {
    // A failed chunk load must not stick: the next attempt (Retry) imports again.
    if (!(error instanceof Error && 'statusCode' in error)) client = null
    throw new ContentUnavailableError(error)
  }
}
