import type { IncomingMessage, ServerResponse } from 'node:http'
import { badRequest, LakeError } from './errors.ts'

export const MAX_BODY_BYTES = 20 * 1024 * 1024

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  })
  res.end(text)
}

export function sendError(res: ServerResponse, error: LakeError): void {
  sendJson(res, error.status, error.toBody())
}

function tooLarge(): LakeError {
  return new LakeError(413, 'httpPayloadTooLarge', `Request body exceeds ${MAX_BODY_BYTES / 1024 / 1024} MB`)
}

/** Reads the whole body, refusing (before buffering) anything over the limit. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
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

export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
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
