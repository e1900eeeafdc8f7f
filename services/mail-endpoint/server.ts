/**
 * The embedded EmailJS-compatible endpoint (local tooling, never deployed): what `@emailjs/browser`
 * talks to when the site is built with the default `VITE_EMAILJS_*` settings.
 *
 *   POST /api/v1.0/email/send-form  multipart form: template params + lib_version, service_id, template_id, user_id
 *   POST /api/v1.0/email/send       JSON {lib_version, user_id, service_id, template_id, template_params}
 *        → 200 "OK" once the inquiry is fsynced to {dataDir}/mail/inbox.ndjson; 400 with EmailJS's reason
 *   GET  /__inbox        the received inquiries, newest first (HTML)
 *   GET  /__inbox.json   the same as JSON (for tests)
 *   POST /__control      {failNext: status, times?: n, match?: {param: value}} fails the next matching
 *                        sends (0 drops the connection); {} clears every rule. Env MAIL_FAIL_STATUS fails all.
 *
 * startMailEndpoint({dataDir, port, host}) => Promise<{url, close}>
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isAddressInUse, portInUse } from '../shared/cli.ts'
import { mailAllowedOrigins, type ToolConfig } from '../shared/config.ts'
import { applyCors, type CorsOrigins, type CorsPolicy } from '../shared/cors.ts'
import { failureControl, failureText, statusFromEnv } from './failures.ts'
import { openInbox, type Inbox } from './inbox.ts'
import { inboxPage } from './inbox-page.ts'
import { acceptedIds, parseSend, parseSendForm, ProtocolError, rejectionReason, type AcceptedIds, type Submission } from './protocol.ts'

export interface MailEndpointOptions {
  dataDir: string
  port: number
  host?: string
  /** Origins allowed to call from a browser; '*' by default (the endpoint only listens on loopback). */
  origins?: CorsOrigins
  ids?: AcceptedIds
  /** Status every send fails with (default: MAIL_FAIL_STATUS). */
  failStatus?: number | null
  log?: (line: string) => void
}

export interface RunningMailEndpoint {
  url: string
  close(): Promise<void>
}

/**
 * The pages in `origins` may read answers, without credentials; a preflight allows what the SDK
 * sends (its JSON `send` sets Content-Type, which makes the browser ask first).
 */
export function mailCors(origins: CorsOrigins): CorsPolicy {
  return {
    origins,
    credentials: false,
    publicReads: false,
    timing: false,
    trustedMethods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type'],
    echoRequestHeaders: false,
  }
}

const MAX_BODY_BYTES = 256 * 1024
const SEND_PATHS: Record<string, Submission['via']> = {
  '/api/v1.0/email/send-form': 'send-form',
  '/api/v1.0/email/send': 'send',
}

class HttpError extends Error {
  status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

function sendText(res: ServerResponse, status: number, text: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' })
  res.end(text)
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return Promise.reject(new HttpError(413, 'Payload Too Large'))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data')
        req.resume()
        reject(new HttpError(413, 'Payload Too Large'))
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

export async function startMailEndpoint(options: MailEndpointOptions): Promise<RunningMailEndpoint> {
  const inbox: Inbox = await openInbox(options.dataDir)
  const ids = options.ids ?? acceptedIds()
  const failures = failureControl(options.failStatus === undefined ? statusFromEnv() : options.failStatus)
  const cors = mailCors(options.origins ?? '*')
  const log = options.log ?? (() => undefined)

  async function handleSend(req: IncomingMessage, res: ServerResponse, via: Submission['via']): Promise<void> {
    const body = await readBody(req)
    const submission = via === 'send' ? parseSend(body) : await parseSendForm(body, req.headers['content-type'] ?? '')
    const reason = rejectionReason(submission, ids)
    if (reason) return sendText(res, 400, reason)
    const failWith = failures.take(submission.params)
    if (failWith === 0) {
      req.socket.destroy()
      return
    }
    if (failWith !== null) return sendText(res, failWith, failureText(failWith))
    const entry = await inbox.append(submission, req.headers.origin ?? null)
    log(`Inquiry ${entry.params.reference ?? entry.id} received (${entry.templateId})`)
    sendText(res, 200, 'OK')
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (applyCors(req, res, cors)) return
    const { pathname } = new URL(req.url ?? '/', 'http://mail.local')
    const via = SEND_PATHS[pathname]
    if (via) {
      if (req.method !== 'POST') return sendText(res, 405, 'Method Not Allowed')
      return handleSend(req, res, via)
    }
    if (pathname === '/__control') {
      if (req.method !== 'POST') return sendText(res, 405, 'Method Not Allowed')
      const text = (await readBody(req)).toString('utf8') || '{}'
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        return sendText(res, 400, 'Expected a JSON object')
      }
      const error = failures.configure(json)
      if (error) return sendText(res, 400, error)
      return sendText(res, 200, JSON.stringify({ rules: failures.rules() }), 'application/json; charset=utf-8')
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method Not Allowed')
    if (pathname === '/') {
      res.writeHead(302, { Location: '/__inbox' })
      return void res.end()
    }
    if (pathname === '/__inbox') return sendText(res, 200, inboxPage(await inbox.list()), 'text/html; charset=utf-8')
    if (pathname === '/__inbox.json') return sendText(res, 200, JSON.stringify(await inbox.list()), 'application/json; charset=utf-8')
    sendText(res, 404, 'Not Found')
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy()
      if (error instanceof HttpError) return sendText(res, error.status, error.message)
      if (error instanceof ProtocolError) return sendText(res, 400, error.message)
      log(`Mail endpoint error: ${error instanceof Error ? error.stack : String(error)}`)
      sendText(res, 500, 'Internal Server Error')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://${address.address}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * The endpoint as `npm start`, `npm run mail` and the test runners start it: on MAIL_PORT of this
 * machine, for the site's pages; a taken port is a clear message naming MAIL_PORT.
 */
export async function startConfiguredMailEndpoint(config: ToolConfig, log: (line: string) => void = console.log): Promise<RunningMailEndpoint> {
  try {
    return await startMailEndpoint({ dataDir: config.dataDir, port: config.mailPort, host: '127.0.0.1', origins: mailAllowedOrigins(config), log })
  } catch (error) {
    if (isAddressInUse(error)) throw portInUse(config.mailPort, 'MAIL_PORT')
    throw error
  }
}
