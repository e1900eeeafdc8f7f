import type { ClientConfig, ClientReturn, QueryParams, SanityClient } from '@sanity/client'
import type { ContentRequest, ContentResponse, SerializedError } from './content-worker'
import { env } from './env'
import { inPresentation } from './presentation'

/**
 * The one read-only Sanity client configuration of the site. No token: the public dataset is read
 * with the published perspective, through the API CDN in production and the embedded lake locally.
 */
function clientConfig(): ClientConfig {
  return {
    projectId: env.sanity.projectId,
    dataset: env.sanity.dataset,
    apiVersion: env.sanity.apiVersion,
    perspective: 'published',
    useCdn: !env.sanity.apiHost,
    // The page already shows what it was built with: a failed refresh says so at once and offers
    // Retry, rather than retrying silently for seconds (the client's default is 5 retries).
    maxRetries: 0,
    ...(env.sanity.apiHost ? { apiHost: env.sanity.apiHost, useProjectHostname: false } : {}),
  }
}

let client: Promise<SanityClient> | null = null

/**
 * The client in this thread: at build time (pre-rendering, in Node), and in a browser that cannot
 * start the content worker. Loaded on first use, so pre-rendered pages hydrate without it.
 */
export function getSanityClient(): Promise<SanityClient> {
  client ??= import('@sanity/client').then(({ createClient }) => createClient(clientConfig()))
  return client
}

// ---- the content worker (browser) ---------------------------------------------------------------

interface Pending {
  resolve: (result: unknown) => void
  reject: (error: Error) => void
}

let worker: Worker | null = null
let workerBroken = false
let nextId = 1
const pending = new Map<number, Pending>()

function revive(error: SerializedError): Error {
  const revived = new Error(error.message) as Error & { statusCode?: number }
  revived.name = error.name
  if (error.statusCode !== undefined) revived.statusCode = error.statusCode
  return revived
}

/** The worker that runs @sanity/client off the main thread (content-worker.ts), or null. */
function contentWorker(): Worker | null {
  if (worker || workerBroken) return worker
  if (typeof window === 'undefined' || typeof Worker === 'undefined') return null
  try {
    worker = new Worker(new URL('./content-worker.ts', import.meta.url), { type: 'module', name: 'content' })
  } catch {
    workerBroken = true
    return null
  }
  worker.onmessage = (event: MessageEvent<ContentResponse>) => {
    const request = pending.get(event.data.id)
    if (!request) return
    pending.delete(event.data.id)
    if (event.data.ok) request.resolve(event.data.result)
    else request.reject(revive(event.data.error))
  }
  // The worker's script could not load (offline after the page came, a blocked URL): fail what
  // waits, and let the next attempt (Retry) start a new worker.
  worker.onerror = (event) => {
    event.preventDefault()
    worker?.terminate()
    worker = null
    for (const request of pending.values()) request.reject(new Error('The content worker could not start'))
    pending.clear()
  }
  return worker
}

function fetchInWorker<T>(thread: Worker, query: string, params: QueryParams): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const id = nextId++
    pending.set(id, { resolve: resolve as (result: unknown) => void, reject })
    const request: ContentRequest = { id, query, params, config: clientConfig() }
    thread.postMessage(request)
  })
}

export class ContentUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The product information could not be loaded. Please check your connection and try again.', { cause })
    this.name = 'ContentUnavailableError'
  }
}

/**
 * Runs a named GROQ query with parameters; any network or server failure becomes one clear error.
 * Inside the Studio's Presentation tool (and only there) the preview chunk answers instead, with
 * the editor's drafts (src/lib/preview/live-content.ts).
 */
export async function fetchContent<const Q extends string>(query: Q, params: QueryParams = {}): Promise<QueryResult<Q>> {
  type T = QueryResult<Q>
  if (inPresentation()) return (await import('./preview/live-content')).fetchLive<T>(query, params, () => fetchPublished<T>(query, params))
  return fetchPublished<T>(query, params)
}

/**
 * The result type of a query written with `defineQuery` in ./queries.ts, as Sanity TypeGen
 * registered it (./sanity.types.ts); `unknown` for a string TypeGen has not seen.
 */
export type QueryResult<Q extends string> = ClientReturn<Q, unknown>

async function fetchPublished<T>(query: string, params: QueryParams): Promise<T> {
  try {
    const thread = contentWorker()
    if (thread) return await fetchInWorker<T>(thread, query, params)
    const sanity = await getSanityClient()
    return await sanity.fetch<T>(query, params)
  } catch (error) {
    // A failed chunk load must not stick: the next attempt (Retry) imports again.
    if (!(error instanceof Error && 'statusCode' in error)) client = null
    throw new ContentUnavailableError(error)
  }
}
