import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSiteServer } from './server.ts'

let root: string
let site: Awaited<ReturnType<typeof startSiteServer>>

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-server-'))
  await mkdir(path.join(root, 'products'), { recursive: true })
  await mkdir(path.join(root, '404'), { recursive: true })
  await mkdir(path.join(root, 'assets'), { recursive: true })
  await writeFile(path.join(root, 'index.html'), '<h1>Home</h1>')
  await writeFile(path.join(root, 'products', 'index.html'), '<h1>Our Products</h1>'.repeat(50))
  await writeFile(path.join(root, '404', 'index.html'), '<h1>Page not found</h1>')
  await writeFile(path.join(root, '__spa-fallback.html'), '<div>shell</div>')
  await writeFile(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)')
  await writeFile(path.join(os.tmpdir(), 'outside-secret.txt'), 'secret')
  site = await startSiteServer({ root, port: 0, headers: { 'X-Content-Type-Options': 'nosniff' } })
})

afterAll(async () => {
  await site.close()
  await rm(root, { recursive: true, force: true })
})

describe('site server', () => {
  it('serves pre-rendered HTML with no-cache and the configured headers', async () => {
    const res = await fetch(`${site.url}/products`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await res.text()).toContain('Our Products')
  })

  it('serves hashed assets as immutable for a year', async () => {
    const res = await fetch(`${site.url}/assets/app-abc123.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
  })

  it('answers unknown paths with the not-found page and 404', async () => {
    const res = await fetch(`${site.url}/no-such-page`, { headers: { accept: 'text/html' } })
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Page not found')
    const direct = await fetch(`${site.url}/404`)
    expect(direct.status).toBe(404)
  })

  it('gives the SPA shell to product pages published after the build', async () => {
    const res = await fetch(`${site.url}/products/new-product`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('shell')
  })

  it('never serves files outside the build', async () => {
    for (const attempt of ['/../outside-secret.txt', '/%2e%2e/outside-secret.txt', '/..%2foutside-secret.txt']) {
      const res = await fetch(`${site.url}${attempt}`)
      expect(await res.text()).not.toContain('secret')
    }
  })

  it('compresses with brotli or gzip as the client accepts', async () => {
    const { request } = await import('node:http')
    const get = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        request(`${site.url}/products`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
        })
          .on('error', reject)
          .end()
      })
    const br = await get('gzip, br')
    expect(br.encoding).toBe('br')
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('Our Products')
    const gz = await get('gzip')
    expect(gz.encoding).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toContain('Our Products')
  })

  it('refuses methods other than GET and HEAD', async () => {
    const res = await fetch(`${site.url}/products`, { method: 'POST' })
    expect(res.status).toBe(405)
  })

  it('says clearly when the port is taken', async () => {
    const port = Number(new URL(site.url).port)
    await expect(startSiteServer({ root, port })).rejects.toMatchObject({ code: 'EADDRINUSE' })
  })
})
