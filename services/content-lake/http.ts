import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2'
import { gzipSync } from 'node:zlib'
import { badRequest, LakeError } from './errors.ts'

/** The lake answers HTTP/1.1 (the site, the seed, tests) and HTTP/2 (the Studio) with the same handlers. */
export type LakeRequest = IncomingMessage | Http2ServerRequest
export type LakeResponse = ServerResponse | Http2ServerResponse

/** `writeHead` of either protocol (its overloads differ, so TypeScript cannot call it on the union). */
export function writeHead(res: LakeResponse, status: number, headers: OutgoingHttpHeaders = {}): void {
  if ('stream' in res) res.writeHead(status, headers)
  else res.writeHead(status, headers)
}

/** Writes part of a streamed body (TypeScript cannot call `write` on the union either). */
export function writeChunk(res: LakeResponse, chunk: string): void {
  if ('stream' in res) res.write(chunk)
  else res.write(chunk)
}

export function onClose(res: LakeResponse, listener: () => void): void {
  if ('stream' in res) res.on('close', listener)
  else res.on('close', listener)
}

export const MAX_BODY_BYTES = 20 * 1024 * 1024

/** Below this, compressing costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024

export function sendJson(res: LakeResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = Buffer.from(JSON.stringify(body))
  // Sanity's API and CDN compress their answers; so does the lake, or measurements would lie.
  const accept = String(res.req?.headers['accept-encoding'] ?? '')
  const gzip = text.length >= COMPRESS_FROM_BYTES && /\bgzip\b/.test(accept)
  const payload = gzip ? gzipSync(text, { level: 6 }) : text
  writeHead(res, status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': payload.length,
    'Cache-Control': 'no-store',
    Vary: [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '),
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    ...headers,
  })
  res.end(payload)
}

export function sendError(res: LakeResponse, error: LakeError): void {
  sendJson(res, error.status, error.toBody())
}

function tooLarge(): LakeError {
  return new LakeError(413, 'httpPayloadTooLarge', `Request body exceeds ${MAX_BODY_BYTES / 1024 / 1024} MB`)
}

/** Reads the whole body, refusing (before buffering) anything over the limit. */
export function readBody(req: LakeRequest, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge())
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.removeAllListeners('data')
        req.resume()
        reject(tooLarge())
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

export async function readJsonBody(req: LakeRequest): Promise<unknown> {
  const body = await readBody(req)
  if (body.length === 0) throw badRequest('Request body is empty; expected JSON')
  try {
    return JSON.parse(body.toString('utf8'))
  } catch (error) {
    throw badRequest(`Unable to parse JSON body: ${error instanceof Error ? error.message : 'invalid JSON'}`)
  }
}

/** `true`, `1` and an empty flag (`?returnIds`) are true, as Sanity reads boolean query params. */
export function flag(params: URLSearchParams, name: string): boolean {
  const value = params.get(name)
  return value !== null && value !== 'false' && value !== '0'
}

/** `Content-Disposition: attachment` with an ASCII fallback and the exact UTF-8 name. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'
