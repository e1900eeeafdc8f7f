import { createClient, type QueryParams } from '@sanity/client'
import { env } from './env'

/**
 * The one read-only Sanity client of the site. No token: the public dataset is read with the
 * published perspective, through the API CDN in production and the embedded lake locally.
 */
export const sanityClient = createClient({
  projectId: env.sanity.projectId,
  dataset: env.sanity.dataset,
  apiVersion: env.sanity.apiVersion,
  perspective: 'published',
  useCdn: !env.sanity.apiHost,
  ...(env.sanity.apiHost ? { apiHost: env.sanity.apiHost, useProjectHostname: false } : {}),
})

export class ContentUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The product information could not be loaded. Please check your connection and try again.', { cause })
    this.name = 'ContentUnavailableError'
  }
}

/** Runs a named GROQ query with parameters; any network or server failure becomes one clear error. */
export async function fetchContent<T>(query: string, params: QueryParams = {}): Promise<T> {
  try {
    return await sanityClient.fetch<T>(query, params)
  } catch (error) {
    throw new ContentUnavailableError(error)
  }
}
