import { createHash } from 'node:crypto'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from './atomic-file.ts'

const inFlight = new Map<string, Promise<Buffer>>()

/** The cache key: the path plus the query with its parameters sorted, so order never matters. */
export function cacheKey(pathname: string, search: URLSearchParams, variant: string): string {
  const sorted = [...search].sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
  return `${pathname}?${new URLSearchParams(sorted).toString()}#${variant}`
}

/** Returns the cached rendering for `key`, or renders, stores and returns it (once per key at a time). */
export function cachedRender(dir: string, key: string, extension: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(dir, `${createHash('sha1').update(key).digest('hex')}.${extension}`)
  const pending = inFlight.get(file)
  if (pending) return pending
  const work = (async () => {
    const hit = await readFile(file).catch(() => undefined)
    if (hit) return hit
    const output = await render()
    await mkdir(dir, { recursive: true })
    // A cache entry can always be rebuilt, so it skips the fsyncs.
    await writeFileAtomic(file, output, false)
    return output
  })()
  inFlight.set(file, work)
  return work.finally(() => inFlight.delete(file))
}
