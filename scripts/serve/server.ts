/**
 * The static server of the built site: what `npm start` and the browser tests use, and the
 * behaviour the static-host config (build/client/_headers, _redirects) reproduces in production.
 * - pre-rendered HTML for every known route, `no-cache`;
 * - hashed assets `public, max-age=31536000, immutable`;
 * - paths of dynamic routes not pre-rendered (content published after the build) get the SPA shell;
 * - every other unknown path gets the not-found page with status 404;
 * - gzip or brotli, by Accept-Encoding.
 */
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { contentType, isCompressible } from './mime.ts'

export interface SiteServerOptions {
  root: string
  port: number
  host?: string
  headers?: Record<string, string>
  /** Path patterns whose pages can exist before a rebuild (served the SPA shell, status 200). */
  dynamicRoutes?: RegExp[]
}

export const DEFAULT_DYNAMIC_ROUTES = [/^\/products\/[^/]+\/?$/, /^\/blog\/[^/]+(\/[^/]+)?\/?$/]

const NOT_FOUND_PAGE = '404/index.html'
const SPA_SHELL = '__spa-fallback.html'

interface Resolved {
  file: string
  status: number
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

function cacheControl(relative: string): string {
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable'
  if (relative.endsWith('.html') || relative.endsWith('.data')) return 'no-cache'
  return 'public, max-age=3600'
}

export async function resolveRequest(root: string, pathname: string, dynamicRoutes: RegExp[]): Promise<Resolved | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const normal = path.posix.normalize(decoded)
  const safe = normal.replace(/^(\.\.(\/|$))+/, '')
  const base = path.join(root, safe)
  if (!base.startsWith(root)) return null
  if (safe === '/404' || safe === '/404/') return { file: path.join(root, NOT_FOUND_PAGE), status: 404 }
  if (!safe.endsWith('/') && (await isFile(base))) return { file: base, status: 200 }
  const index = path.join(base, 'index.html')
  if (await isFile(index)) return { file: index, status: 200 }
  if (dynamicRoutes.some((re) => re.test(safe)) && (await isFile(path.join(root, SPA_SHELL)))) {
    return { file: path.join(root, SPA_SHELL), status: 200 }
  }
  return null
}

const compressedCache = new Map<string, { mtime: number; body: Buffer }>()

async function compressed(file: string, encoding: 'br' | 'gzip', mtime: number): Promise<Buffer> {
  const key = `${encoding}:${file}`
  const hit = compressedCache.get(key)
  if (hit && hit.mtime === mtime) return hit.body
  const raw = await readFile(file)
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : zlib.gzipSync(raw, { level: 9 })
  compressedCache.set(key, { mtime, body })
  return body
}

function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null
  if (/\bbr\b/.test(accept)) return 'br'
  if (/\bgzip\b/.test(accept)) return 'gzip'
  return null
}

export function createSiteHandler(options: SiteServerOptions) {
  const root = path.resolve(options.root)
  const dynamicRoutes = options.dynamicRoutes ?? DEFAULT_DYNAMIC_ROUTES
  const extra = options.headers ?? {}

  return async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    for (const [k, v] of Object.entries(extra)) res.setHeader(k, v)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Method Not Allowed')
      return
    }
    const url = new URL(req.url ?? '/', 'http://localhost')
    let resolved = await resolveRequest(root, url.pathname, dynamicRoutes)
    if (!resolved) {
      const wantsHtml = !path.posix.extname(url.pathname) || (req.headers.accept ?? '').includes('text/html')
      const page = path.join(root, NOT_FOUND_PAGE)
      if (wantsHtml && (await isFile(page))) resolved = { file: page, status: 404 }
      else {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
        res.end('Not Found')
        return
      }
    }
    const relative = path.relative(root, resolved.file).split(path.sep).join('/')
    const type = contentType(path.extname(resolved.file))
    const info = await stat(resolved.file)
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': resolved.status === 404 ? 'no-cache' : cacheControl(relative),
      Vary: 'Accept-Encoding',
    }
    const encoding = isCompressible(type) ? pickEncoding(req.headers['accept-encoding']) : null
    if (encoding) {
      const body = await compressed(resolved.file, encoding, info.mtimeMs)
      res.writeHead(resolved.status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(body.length) })
      res.end(req.method === 'HEAD' ? undefined : body)
      return
    }
    res.writeHead(resolved.status, { ...headers, 'Content-Length': String(info.size) })
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    createReadStream(resolved.file).pipe(res)
  }
}

export function startSiteServer(options: SiteServerOptions): Promise<{ server: http.Server; url: string; close(): Promise<void> }> {
  const handle = createSiteHandler(options)
  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal Server Error')
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : options.port
      resolve({
        server,
        url: `http://localhost:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}
