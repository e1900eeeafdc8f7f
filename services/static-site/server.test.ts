import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
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
  await mkdir(path.join(root, 'ar', '404'), { recursive: true })
  await writeFile(path.join(root, 'ar', '404', 'index.html'), '<h1>الصفحة غير موجودة</h1>')
  await writeFile(path.join(root, '__spa-fallback.html'), '<div>shell</div>')
  await writeFile(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)')
  await writeFile(path.join(os.tmpdir(), 'outside-secret.txt'), 'secret')
  site = await startSiteServer({ root, port: 0, headers: { 'X-Content-Type-Options': 'nosniff' } })
})

afterAll(async () => {
  await site.close()
  await rm(root, { recursive: true, force: true })
})

/** A request with exactly these headers (fetch adds `Cache-Control: no-cache` to conditional requests). */
function raw(pathname: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${site.url}${pathname}`, { headers }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      .on('error', reject)
  })
}

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

  it("answers an unknown path in a language with that language's not-found page, or the English one when it was not built", async () => {
    for (const pathname of ['/ar/no-such-page', '/ar/404']) {
      const res = await fetch(`${site.url}${pathname}`, { headers: { accept: 'text/html' } })
      expect(res.status).toBe(404)
      expect(await res.text()).toContain('الصفحة غير موجودة')
    }
    const german = await fetch(`${site.url}/de/no-such-page`, { headers: { accept: 'text/html' } })
    expect(german.status).toBe(404)
    expect(await german.text()).toContain('Page not found')
  })

  it('gives the SPA shell to product pages published after the build, in every language', async () => {
    for (const pathname of ['/products/new-product', '/zh/products/new-product']) {
      const res = await fetch(`${site.url}${pathname}`)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('shell')
    }
  })

  it('never serves files outside the build', async () => {
    for (const attempt of ['/../outside-secret.txt', '/%2e%2e/outside-secret.txt', '/..%2foutside-secret.txt']) {
      const res = await fetch(`${site.url}${attempt}`)
      expect(await res.text()).not.toContain('secret')
    }
  })

  it('compresses with brotli or gzip as the client accepts', async () => {
    const get = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        http
          .request(`${site.url}/products`, { headers: { 'accept-encoding': encoding } }, (res) => {
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

  it('answers byte ranges, ETags and conditional requests', async () => {
    const range = await raw('/assets/app-abc123.js', { range: 'bytes=0-6' })
    expect(range.status).toBe(206)
    expect(range.headers['content-range']).toBe('bytes 0-6/14')
    expect(range.body).toBe('console')
    const etag = (await raw('/assets/app-abc123.js', {})).headers.etag ?? ''
    expect(etag).not.toBe('')
    const again = await raw('/assets/app-abc123.js', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body).toBe('')
    // The not-found page is never "not modified": its status must reach the client.
    const missing = await raw('/no-such-page', { accept: 'text/html' })
    expect(missing.status).toBe(404)
    const missingAgain = await raw('/no-such-page', { accept: 'text/html', 'if-none-match': missing.headers.etag ?? '*' })
    expect(missingAgain.status).toBe(404)
    expect(missingAgain.body).toContain('Page not found')
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await fetch(`${site.url}/products`, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await res.text()).toBe('')
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
