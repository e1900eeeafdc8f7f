import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LakeContext } from './context.ts'
import { applyCors, type CorsOrigins } from './cors.ts'
import { LakeError } from './errors.ts'
import { sendError, sendJson } from './http.ts'
import { dispatch } from './router.ts'
import { Store } from './store.ts'

export interface LakeOptions {
  dataDir: string
  port?: number
  host?: string
  projectId?: string
  dataset?: string
  corsOrigins?: CorsOrigins
  /** Base written into asset `url`s; defaults to the address the lake listens on. */
  publicUrl?: string
}

export interface Lake {
  url: string
  port: number
  store: Store
  close(): Promise<void>
}

const CLOSE_GRACE_MS = 2000

function respondWithError(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  if (error instanceof LakeError) {
    // The client may still be sending an oversized body; do not keep the socket for it.
    if (error.status === 413) res.setHeader('Connection', 'close')
    sendError(res, error)
    return
  }
  console.error('content lake: unexpected error', error)
  sendJson(res, 500, { error: { description: 'Internal error in the embedded content lake', type: 'internalError' } })
}

async function serve(req: IncomingMessage, res: ServerResponse, context: LakeContext, cors: CorsOrigins): Promise<void> {
  try {
    if (applyCors(req, res, cors)) return
    await dispatch(req, res, context)
  } catch (error) {
    respondWithError(res, error)
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}

/** Starts the embedded content lake: Sanity's HTTP API for one dataset, backed by `dataDir`. */
export async function startLake(options: LakeOptions): Promise<Lake> {
  const host = options.host ?? '127.0.0.1'
  const store = await Store.open({ dataDir: options.dataDir, dataset: options.dataset ?? 'production' })
  let publicUrl = ''
  const context: LakeContext = {
    store,
    dataDir: options.dataDir,
    projectId: options.projectId ?? 'embedded',
    dataset: store.dataset,
    publicUrl: () => publicUrl,
  }
  const cors = options.corsOrigins ?? '*'
  const server = createServer((req, res) => void serve(req, res, context, cors))
  await listen(server, options.port ?? 0, host)
  const { port } = server.address() as AddressInfo
  const url = `http://${hostForUrl(host)}:${port}`
  publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '')
  let closing: Promise<void> | undefined
  return {
    url,
    port,
    store,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS)
        server.close(() => {
          clearTimeout(force)
          resolve()
        })
        server.closeIdleConnections()
      }).then(() => store.flush())
      return closing
    },
  }
}
