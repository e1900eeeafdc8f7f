import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client'
import { afterEach } from 'vitest'
import { startLake, type Lake, type LakeOptions } from './server.ts'

export interface TestLake {
  lake: Lake
  client: SanityClient
  dataDir: string
}

const cleanups: (() => Promise<void>)[] = []

// Sequential: lakes (queued first) close before their data dirs are removed.
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** A client as the seed and the Studio use it: with the lake's token (`anonymous`: as the public site; `stega`: as the preview). */
export function clientFor(lake: Lake, options: { anonymous?: boolean; stega?: ClientConfig['stega'] } = {}): SanityClient {
  return createClient({
    ...(options.anonymous ? {} : { token: lake.token }),
    ...(options.stega ? { stega: options.stega } : {}),
    projectId: 'embedded',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
  })
}

export async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'content-lake-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/** A lake on a free port with a fresh data dir (or `dataDir`), closed after the test. */
export async function startTestLake(options: Partial<LakeOptions> = {}): Promise<TestLake> {
  const dataDir = options.dataDir ?? (await tempDataDir())
  const lake = await startLake({ ...options, dataDir, port: 0 })
  cleanups.unshift(() => lake.close())
  return { lake, client: clientFor(lake), dataDir }
}

/**
 * A raw request to the lake with its token (unless `init` names another Authorization), answering
 * the status and the parsed JSON body (if any). `anonymousRequest` sends no credential.
 */
export async function request(lake: Lake, path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown; headers: Headers }> {
  const headers = new Headers(init.headers)
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${lake.token}`)
  return anonymousRequest(lake, path, { ...init, headers })
}

export async function anonymousRequest(lake: Lake, path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${lake.url}${path}`, init)
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers }
}
