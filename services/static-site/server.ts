/**
 * The static server of the built site: what `npm start` and the browser tests use, and the
 * behaviour the static-host config (build/client/_headers, _redirects) reproduces in production.
 * - pre-rendered HTML for every known route, `no-cache`;
 * - hashed assets `public, max-age=31536000, immutable`;
 * - paths of dynamic routes not pre-rendered (content published after the build) get the SPA shell;
 * - every other unknown path gets the not-found page with status 404, in the path's language (/ar/… → /ar/404);
 * - gzip or brotli, by Accept-Encoding.
 */
import { stat } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import send from 'send'
import { contentTypeForExtension as contentType, isCompressible } from '../shared/mime.ts'
import { languageOfPath, pathInLanguage, unprefixedPath } from '../../shared/languages.ts'

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

/** The not-found page in the language of `pathname` ('/ar/x' → ar/404/index.html), or the English one when that was not built. */
async function notFoundPage(root: string, pathname: string): Promise<string | null> {
  const own = path.join(root, pathInLanguage('/404', languageOfPath(pathname)), 'index.html')
  if (await isFile(own)) return own
  const english = path.join(root, NOT_FOUND_PAGE)
  return (await isFile(english)) ? english : null
}

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
  const unprefixed = unprefixedPath(safe)
  if (unprefixed === '/404' || unprefixed === '/404/') {
    const page = await notFoundPage(root, safe)
    return page ? { file: page, status: 404 } : null
  }
  if (!safe.endsWith('/') && (await isFile(base))) return { file: base, status: 200 }
  const index = path.join(base, 'index.html')
  if (await isFile(index)) return { file: index, status: 200 }
  // The shell reads the page's language from its address, so one shell serves every language.
  if (dynamicRoutes.some((re) => re.test(unprefixed)) && (await isFile(path.join(root, SPA_SHELL)))) {
    return { file: path.join(root, SPA_SHELL), status: 200 }
  }
  return null
}

// Files, ranges, ETag/Last-Modified and conditional GETs come from `send` (the engine of Express's
// serve-static); brotli and gzip from `compression`. This module keeps only the site's own rules:
// which file answers a path, with which status and cache policy.
const compress = compression({
  filter: (_req, res) => isCompressible(String(res.getHeader('Content-Type') ?? '')),
  // Pages and scripts are small and served many times: brotli at a quality that stays cheap per request.
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  threshold: 512,
})

function runCompression(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => compress(req as never, res as never, (error?: unknown) => (error ? reject(error) : resolve())))
}

function sendFile(req: http.IncomingMessage, res: http.ServerResponse, root: string, relative: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // `send` decodes the path it is given: encode each segment of the file's own name.
    const stream = send(req, `/${relative.split('/').map(encodeURIComponent).join('/')}`, {
      root,
      index: false,
      dotfiles: 'allow',
      cacheControl: false,
      etag: true,
      lastModified: true,
    })
    stream.on('error', (error: { status?: number }) => {
      if (res.headersSent) return resolve()
      res.writeHead(error.status ?? 500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
      res.end(error.status === 416 ? 'Range Not Satisfiable' : 'Error')
      resolve()
    })
    stream.on('end', () => resolve())
    res.on('close', () => resolve())
    try {
      stream.pipe(res)
    } catch (error) {
      reject(error)
    }
  })
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
      const page = wantsHtml ? await notFoundPage(root, url.pathname) : null
      if (page) resolved = { file: page, status: 404 }
      else {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
        res.end('Not Found')
        return
      }
    }
    const relative = path.relative(root, resolved.file).split(path.sep).join('/')
    res.statusCode = resolved.status
    res.setHeader('Content-Type', contentType(path.extname(resolved.file)))
    res.setHeader('Cache-Control', resolved.status === 404 ? 'no-cache' : cacheControl(relative))
    await runCompression(req, res)
    await sendFile(req, res, root, relative)
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
