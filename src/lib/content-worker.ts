/**
 * The content client's own thread. In the browser, every GROQ query goes through @sanity/client
 * here, in a dedicated worker: loading and starting the client took ~100 ms of a phone's main
 * thread (4x CPU slowdown) on every page, right when the page had just become interactive; here it
 * costs the page nothing. The main thread posts { id, query, params, config } (sanity-client.ts)
 * and gets back { id, ok, result } or { id, ok: false, error }.
 */
import { createClient, type ClientConfig, type QueryParams, type SanityClient } from '@sanity/client'

export interface ContentRequest {
  id: number
  query: string
  params: QueryParams
  config: ClientConfig
}

export interface SerializedError {
  name: string
  message: string
  statusCode?: number
}

export type ContentResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError }

let client: SanityClient | null = null
let clientConfig = ''

function clientFor(config: ClientConfig): SanityClient {
  const key = JSON.stringify(config)
  if (!client || key !== clientConfig) {
    client = createClient(config)
    clientConfig = key
  }
  return client
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const statusCode = (error as { statusCode?: unknown }).statusCode
  return { name: error.name, message: error.message, ...(typeof statusCode === 'number' ? { statusCode } : {}) }
}

/** What this file needs of a dedicated worker's global scope (the DOM typings describe a window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ContentRequest>) => void) | null
  postMessage(message: ContentResponse): void
}

const scope = self as unknown as WorkerScope
scope.onmessage = async (event) => {
  const { id, query, params, config } = event.data
  let response: ContentResponse
  try {
    response = { id, ok: true, result: await clientFor(config).fetch(query, params) }
  } catch (error) {
    response = { id, ok: false, error: serializeError(error) }
  }
  scope.postMessage(response)
}
