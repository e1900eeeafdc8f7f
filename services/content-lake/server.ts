import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { Http2SecureServer } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Duplex } from 'node:stream'
import { createClient } from '@sanity/client'
import { writeArchive } from './archive.ts'
import { scheduleBackups, type Backups } from './backups.ts'
import { canReadDrafts, identityOf } from './access.ts'
import type { LakeContext } from './context.ts'
import { applyCors, type CorsPolicy, type TrustedOrigins } from '../shared/cors.ts'
import { LakeError } from './errors.ts'
import { sendError, sendJson, type LakeRequest, type LakeResponse } from './http.ts'
import { createPresenceHub } from './presence.ts'
import { startReleaseScheduler } from './release-scheduler.ts'
import { dispatch } from './router.ts'
import { handleUpgrade } from './routes/socket.ts'
import { secureListener, type SecureListener } from './secure-listener.ts'
import { SessionStore } from './sessions.ts'
import { Store } from './store.ts'
import { lakeTokenFile, loadOrCreateLakeToken } from './token.ts'
import { loadOrCreateCertificate } from './tls.ts'
import { API_VERSION } from '../shared/config.ts'

/** How long an idle kept-alive connection stays open: far longer than the 5 s Node's HTTP agent keeps one. */
const KEEP_ALIVE_MS = 30_000

export interface LakeOptions {
  dataDir: string
  port?: number
  host?: string
  projectId?: string
  dataset?: string
  /**
   * Origins trusted with credentials, writes and the Studio's sign-in (default: pages on this
   * machine). Other origins may still read published documents.
   */
  corsOrigins?: TrustedOrigins
  /** Base written into asset `url`s; defaults to the address the lake listens on. */
  publicUrl?: string
  /**
   * Also listen with HTTP/2 over TLS on this port (0: any free port), for Sanity Studio: it keeps
   * about six listen streams open, and HTTP/1.1 allows a browser only six connections per host.
   */
  tlsPort?: number
}

export interface BackupSettings {
  dir?: string
  keep?: number
  intervalMs?: number
  log?: (line: string) => void
}

export interface Lake {
  url: string
  port: number
  /** `https://localhost:{tlsPort}` when the TLS listener runs; the Studio's `apiHost`. */
  tlsUrl?: string
  tlsPort?: number
  /** The self-signed certificate of the TLS listener, to trust it in a browser. */
  certFile?: string
  store: Store
  /** The lake's API token (also in `${dataDir}/lake-token`): reads drafts, writes. */
  token: string
  tokenFile: string
  /** Backs the dataset up to `${dataDir}/backups` now and every 24 h until the lake closes (backups.ts). */
  startBackups(settings?: BackupSettings): Backups
  close(): Promise<void>
}

const CLOSE_GRACE_MS = 2000

/**
 * Every page may read (the dataset is public) but only the trusted ones get credentials and may
 * preflight writes; POST stays open to all for long queries (@sanity/client posts them), and writes
 * check the Origin themselves (access.ts).
 */
export function lakeCors(origins: TrustedOrigins): CorsPolicy {
  return {
    origins,
    credentials: true,
    publicReads: true,
    timing: true,
    trustedMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    readMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept',
      'Cache-Control',
      'If-None-Match',
      'Last-Event-ID',
      'X-Sanity-Project-ID',
      'X-Sanity-Tag',
      'Traceparent',
    ],
    echoRequestHeaders: true,
  }
}

function respondWithError(res: LakeResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  if (error instanceof LakeError) {
    // The client may still be sending an oversized body; do not keep the socket for it (HTTP/1.1 only).
    if (error.status === 413 && !('stream' in res)) res.setHeader('Connection', 'close')
    sendError(res, error)
    return
  }
  console.error('content lake: unexpected error', error)
  sendJson(res, 500, { error: { description: 'Internal error in the embedded content lake', type: 'internalError' } })
}

async function serve(req: LakeRequest, res: LakeResponse, context: LakeContext, cors: CorsPolicy): Promise<void> {
  try {
    if (applyCors(req, res, cors)) return
    await dispatch(req, res, context)
  } catch (error) {
    respondWithError(res, error)
  }
}

function listen(server: Server | Http2SecureServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}

/** Closes the plain listener: idle keep-alive sockets now, busy ones after a grace period. */
function closePlain(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS)
    server.close(() => {
      clearTimeout(force)
      resolve()
    })
    server.closeIdleConnections()
  })
}

/** Revisions change with every write, so their digest says whether the dataset changed. */
function datasetFingerprint(store: Store): string {
  const hash = createHash('sha1')
  for (const doc of store.documents()) hash.update(`${doc._id}\u0000${doc._rev}\n`)
  return hash.digest('hex')
}

function startBackups(settings: BackupSettings, lake: { url: string; token: string; store: Store; projectId: string; dataDir: string }): Backups {
  const { dataset } = lake.store
  const client = createClient({
    projectId: lake.projectId,
    dataset,
    token: lake.token,
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: API_VERSION,
  })
  return scheduleBackups({
    dir: settings.dir ?? join(lake.dataDir, 'backups'),
    ...(settings.keep !== undefined ? { keep: settings.keep } : {}),
    ...(settings.intervalMs !== undefined ? { intervalMs: settings.intervalMs } : {}),
    ...(settings.log ? { log: settings.log } : {}),
    fingerprint: () => datasetFingerprint(lake.store),
    write: async (file) => {
      await writeArchive({ client, dataset, file })
    },
  })
}

/** Starts the embedded content lake: Sanity's HTTP API for one dataset, backed by `dataDir`. */
export async function startLake(options: LakeOptions): Promise<Lake> {
  const host = options.host ?? '127.0.0.1'
  const store = await Store.open({ dataDir: options.dataDir, dataset: options.dataset ?? 'production' })
  const token = await loadOrCreateLakeToken(options.dataDir)
  const origins = options.corsOrigins ?? 'loopback'
  const cors = lakeCors(origins)
  const auth = { token, sessions: await SessionStore.open(options.dataDir), allowedOrigins: origins }
  const projectId = options.projectId ?? 'embedded'
  const shutdown = new AbortController()
  let publicUrl = ''
  const context: LakeContext = {
    store,
    dataDir: options.dataDir,
    projectId,
    dataset: store.dataset,
    publicUrl: () => publicUrl,
    shutdown: shutdown.signal,
    auth,
  }
  const server = createServer((req, res) => void serve(req, res, context, cors))
  // Node's default (5 s, 1 s more than its HTTP agent keeps an idle connection) let a build whose
  // event loop was busy rendering send a query down a connection the lake was closing: "socket hang up".
  server.keepAliveTimeout = KEEP_ALIVE_MS
  const port = await listen(server, options.port ?? 0, host)
  const url = `http://${hostForUrl(host)}:${port}`
  publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '')
  let secure: SecureListener | undefined
  let tls: Pick<Lake, 'tlsUrl' | 'tlsPort' | 'certFile'> = {}
  if (options.tlsPort !== undefined) {
    const credentials = await loadOrCreateCertificate(options.dataDir, projectId)
    secure = secureListener(credentials, (req, res) => void serve(req, res, context, cors))
    const presence = createPresenceHub((authorization) => {
      try {
        return canReadDrafts(identityOf(authorization, context))
      } catch {
        return false
      }
    })
    secure.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => handleUpgrade(req, socket, head, context, origins, presence))
    shutdown.signal.addEventListener('abort', () => presence.close())
    try {
      const tlsPort = await listen(secure.server, options.tlsPort, host)
      tls = { tlsUrl: `https://localhost:${tlsPort}`, tlsPort, certFile: credentials.certFile }
    } catch (error) {
      shutdown.abort()
      await closePlain(server)
      throw error
    }
  }
  const scheduler = startReleaseScheduler(store)
  let backups: Backups | undefined
  let closing: Promise<void> | undefined
  return {
    url,
    port,
    ...tls,
    store,
    token,
    tokenFile: lakeTokenFile(options.dataDir),
    startBackups(settings = {}) {
      if (backups) throw new Error('Backups are already scheduled for this lake')
      backups = startBackups(settings, { url, token, store, projectId, dataDir: options.dataDir })
      return backups
    },
    close() {
      closing ??= (async () => {
        // A backup under way finishes first: it reads through this lake's own API.
        await backups?.stop()
        scheduler.stop()
        shutdown.abort()
        await Promise.all([closePlain(server), secure?.close()])
        await store.close()
      })()
      return closing
    },
  }
}
