import { describe, expect, it } from 'vitest'
import { loadAgain } from './load-again'

/** A loader that fails as a dropped connection does, written as the build writes it. */
function failingLoad(source: string) {
  return Object.assign(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), { toString: () => source })
}

describe('loadAgain', () => {
  it('imports the same file once more when the first import fails', async () => {
    const rating = await loadAgain<typeof import('./rating')>(failingLoad('()=>V(()=>import(`./rating.ts`),__vite__mapDeps([0]))'))
    expect(rating.MAX_STARS).toBe(5)
  })

  it('gives the first error when the loader names no file', async () => {
    await expect(loadAgain(failingLoad('() => somethingElse()'))).rejects.toThrow('Failed to fetch dynamically imported module')
  })

  it('returns what the first import gives when it succeeds', async () => {
    await expect(loadAgain(() => Promise.resolve(42))).resolves.toBe(42)
  })
})
