/**
 * The headers the site server really sends, scored by the Observatory's rules. Production is
 * served over HTTPS by the static host, so the server runs here behind TLS (a self-signed
 * certificate) with a production configuration: real Sanity project, EmailJS, community forum.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { generate } from 'selfsigned'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toolConfig, type ToolConfig } from '../../services/shared/config'
import { createSiteHandler } from '../../services/static-site/server'
import { cspHashesFile, siteHeaders } from '../../services/static-site/site-headers'
import { CORS_PROBE_ORIGIN, scan, type ObservedSite } from './observatory'

const INLINE = 'window.__ready=true'
const PAGE = `<!DOCTYPE html><html><head><title>Home</title></head><body><h1>Home</h1><script>${INLINE}</script><script type="module" src="/assets/app.js"></script></body></html>`

let buildDir: string

function production(): ToolConfig {
  return { ...toolConfig(), buildDir, projectId: 'abc123xy', embedded: false, mailUrl: 'https://api.emailjs.com', studioUrl: '' }
}

interface Answer {
  status: number
  headers: Headers
  cookies: string[]
  body: string
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const lib = url.startsWith('https:') ? https : http
  return new Promise((resolve, reject) => {
    lib
      .get(url, { headers, rejectUnauthorized: false }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (body += c))
        res.on('end', () => {
          const h = new Headers()
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v)
          resolve({ status: res.statusCode ?? 0, headers: h, cookies: res.headers['set-cookie'] ?? [], body })
        })
      })
      .on('error', reject)
  })
}

async function observe(url: string, httpRoute: string[] | null): Promise<ObservedSite> {
  const page = await get(url)
  const cors = await get(url, { origin: CORS_PROBE_ORIGIN })
  expect(page.status).toBe(200)
  return { url, headers: page.headers, cookies: page.cookies, html: page.body, corsHeaders: cors.headers, httpRoute }
}

async function listen(server: http.Server | https.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'headers-build-'))
  await mkdir(path.join(buildDir, 'client', 'assets'), { recursive: true })
  await writeFile(path.join(buildDir, 'client', 'index.html'), PAGE)
  await writeFile(path.join(buildDir, 'client', 'assets', 'app.js'), 'export {}')
  const { cspHash } = await import('../../scripts/build/inline-scripts')
  await writeFile(cspHashesFile(buildDir), JSON.stringify({ scriptHashes: [cspHash(INLINE)] }))
})

afterAll(async () => {
  await rm(buildDir, { recursive: true, force: true })
})

describe('served security headers, by the Mozilla HTTP Observatory rules', () => {
  let server: https.Server
  let origin: string

  beforeAll(async () => {
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], { keySize: 2048 })
    const env = { VITE_COMMUNITY_BLOG_ORIGIN: 'https://www.reddit.com' }
    const handler = createSiteHandler({ root: path.join(buildDir, 'client'), port: 0, headers: await siteHeaders(production(), env) })
    server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => void handler(req, res))
    origin = `https://localhost:${await listen(server)}`
  })

  afterAll(() => new Promise<void>((done) => server.close(() => done())))

  it('grades the production configuration A+ with no failing test', async () => {
    const result = scan(await observe(`${origin}/`, null))
    expect(result.tests.filter((t) => !t.pass)).toEqual([])
    expect(result.score).toBeGreaterThanOrEqual(100)
    expect(result.grade).toBe('A+')
  })

  it('allows the inline script of the build by its hash, and no script source but the site', async () => {
    const csp = (await get(`${origin}/`)).headers.get('content-security-policy') ?? ''
    const { cspHash } = await import('../../scripts/build/inline-scripts')
    const script = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'))
    expect(script).toBe(`script-src 'self' '${cspHash(INLINE)}'`)
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("connect-src 'self' https://abc123xy.api.sanity.io https://abc123xy.apicdn.sanity.io https://api.emailjs.com https://www.reddit.com")
    expect(csp).toContain("img-src 'self' data: https://cdn.sanity.io https://www.reddit.com")
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive)
  })

  it('lets only the configured Studio frame the site, for Presentation', async () => {
    const withStudio = await siteHeaders({ ...production(), studioUrl: 'https://spice.sanity.studio/' })
    const ancestors = (withStudio['Content-Security-Policy'] ?? '')
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('frame-ancestors'))
    expect(ancestors).toBe('frame-ancestors https://spice.sanity.studio')
    const local = await siteHeaders({ ...toolConfig(), buildDir })
    // The embedded project: the local Studio (`npm run studio`), on its port.
    expect(local['Content-Security-Policy']).toMatch(/frame-ancestors http:\/\/localhost:\d+$/)
  })

  it('sends the same headers with the not-found page', async () => {
    const page = await get(`${origin}/`)
    const missing = await get(`${origin}/no-such-page`)
    expect(missing.status).toBe(404)
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy']) {
      expect(missing.headers.get(name)).toBe(page.headers.get(name))
    }
  })

  it('keeps HSTS at a year or more and a private referrer policy', async () => {
    const { headers } = await get(`${origin}/`)
    const maxAge = Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1])
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000)
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/)
  })
})

describe('the local server (plain http, embedded services)', () => {
  it('fails only the transport tests, which need the HTTPS of a real host', async () => {
    const config: ToolConfig = { ...toolConfig(), buildDir }
    const handler = createSiteHandler({ root: path.join(buildDir, 'client'), port: 0, headers: await siteHeaders(config, {}) })
    const server = http.createServer((req, res) => void handler(req, res))
    const url = `http://localhost:${await listen(server)}/`
    try {
      const result = scan(await observe(url, [url]))
      expect(result.tests.filter((t) => !t.pass).map((t) => t.result)).toEqual(['redirection-missing', 'hsts-not-implemented-no-https'])
    } finally {
      await new Promise<void>((done) => server.close(() => done()))
    }
  })
})
