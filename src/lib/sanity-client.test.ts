/**
 * Which path a query takes: @sanity/client in Node (the build), plain HTTP in the browser's bundle
 * (`import.meta.env.SSR` false), and one clear error for every failure on either.
 */
import { createServer, request, type Server } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startTestLake } from '../../services/content-lake/testing.ts'
import type { Env } from './env'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** sanity-client.ts, loaded afresh as the browser's (or the build's) bundle would see it, reading `apiHost`. */
async function contentModule(apiHost: string, ssr: boolean) {
  const env = globalThis.__PUBLIC_ENV__ as Env
  vi.stubGlobal('__PUBLIC_ENV__', { ...env, sanity: { ...env.sanity, apiHost } })
  vi.stubEnv('SSR', ssr)
  vi.resetModules()
  return import('./sanity-client')
}

describe('fetchContent', () => {
  it('in the browser, asks the content server with fetch, not @sanity/client', async () => {
    const { lake, client } = await startTestLake()
    await client.createOrReplace({ _id: 'product-1', _type: 'product', name: 'Green Cardamom', category: 'Whole Spices' })
    const { fetchContent } = await contentModule(lake.url, false)
    const fetch = vi.spyOn(globalThis, 'fetch')
    expect(await fetchContent('*[_type == "product" && category == $category].name', { category: 'Whole Spices' })).toEqual(['Green Cardamom'])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(new RegExp(`^${lake.url}/v[\\d-]+/data/query/production\\?query=`))
  })

  it('at build time, keeps @sanity/client', async () => {
    const { lake, client } = await startTestLake()
    await client.createOrReplace({ _id: 'product-1', _type: 'product', name: 'Green Cardamom', category: 'Whole Spices' })
    const { fetchContent } = await contentModule(lake.url, true)
    const fetch = vi.spyOn(globalThis, 'fetch')
    expect(await fetchContent('*[_type == "product"].name')).toEqual(['Green Cardamom'])
    expect(fetch).not.toHaveBeenCalled()
  })

  for (const ssr of [false, true]) {
    it(`turns a server's refusal and an unreachable server into ContentUnavailableError (${ssr ? 'build' : 'browser'})`, async () => {
      const { lake } = await startTestLake()
      const reachable = await contentModule(lake.url, ssr)
      const refused = await reachable.fetchContent('*[_type == ').catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(reachable.ContentUnavailableError)
      expect((refused as Error).cause).toMatchObject({ statusCode: 400 })

      const unreachable = await contentModule('http://127.0.0.1:9', ssr)
      const offline = await unreachable.fetchContent('count(*)').catch((e: unknown) => e)
      expect(offline).toBeInstanceOf(unreachable.ContentUnavailableError)
      expect((offline as Error).cause).not.toHaveProperty('statusCode')
    })
  }

  it('at build time, reads again when the connection drops before an answer', async () => {
    const { lake, client } = await startTestLake()
    await client.createOrReplace({ _id: 'product-1', _type: 'product', name: 'Green Cardamom', category: 'Whole Spices' })
    // In front of the lake: the first request's connection is closed unanswered ("socket hang up").
    let seen = 0
    const proxy: Server = createServer((req, res) => {
      if (seen++ === 0) return void req.socket.destroy()
      const upstream = request(`${lake.url}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      })
      req.pipe(upstream)
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = proxy.address() as { port: number }
      const { fetchContent } = await contentModule(`http://127.0.0.1:${port}`, true)
      expect(await fetchContent('*[_type == "product"].name')).toEqual(['Green Cardamom'])
      expect(seen).toBe(2)
    } finally {
      await new Promise((resolve) => proxy.close(resolve))
    }
  })
})
