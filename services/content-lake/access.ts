/**
 * Who a request is and what it may do — the one place every route asks. As Sanity's Content Lake
 * does for a public dataset: anonymous requests read published documents only; the lake's token
 * and a Studio session read drafts and write; a wrong token is refused, not downgraded.
 */
import type { LakeContext } from './context.ts'
import { allows } from '../shared/cors.ts'
import { LakeError } from './errors.ts'
import type { LakeRequest } from './http.ts'
import type { Perspective } from './perspective.ts'
import type { Session } from './sessions.ts'
import { sameSecret } from './token.ts'

export type RequestIdentity = { kind: 'anonymous' } | { kind: 'token' } | { kind: 'session'; session: Session }

const ANONYMOUS: RequestIdentity = { kind: 'anonymous' }
const BEARER = /^Bearer\s+(\S+)\s*$/i

export function unauthorized(description: string): LakeError {
  return new LakeError(401, 'unauthorizedError', description)
}

function bearerOf(header: string | undefined): string | null {
  if (header === undefined || header === '') return null
  const match = BEARER.exec(header)
  if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <token>"')
  return match[1]
}

/** The caller: anonymous, the lake's token, or a Studio session. Throws 401 for an unknown token. */
export function requestIdentity(req: LakeRequest, context: LakeContext): RequestIdentity {
  return identityOf(req.headers.authorization, context)
}

/** The identity an `Authorization` value names (the presence socket sends it in a message). */
export function identityOf(authorization: string | undefined, context: LakeContext): RequestIdentity {
  const token = bearerOf(authorization)
  if (token === null) return ANONYMOUS
  if (sameSecret(token, context.auth.token)) return { kind: 'token' }
  const session = context.auth.sessions.find(token)
  if (session) return { kind: 'session', session }
  throw unauthorized("Session not found: the token is wrong or has expired. Sign in again, or use the token in the lake's data directory (lake-token).")
}

/** Whether the caller may see drafts (and `raw`): only with a credential. */
export function canReadDrafts(identity: RequestIdentity): boolean {
  return identity.kind !== 'anonymous'
}

/** Whether the caller may write (mutate, actions, uploads): only with a credential. */
export function canWrite(identity: RequestIdentity): boolean {
  return identity.kind !== 'anonymous'
}

/** The perspective a caller gets: anonymous `raw`/`drafts` fall back to `published`, as on a public dataset. */
export function readablePerspective(identity: RequestIdentity, requested: Perspective): Perspective {
  return canReadDrafts(identity) ? requested : 'published'
}

/** Refuses (401) a request without a credential for drafts: history, the editor's preferences. */
export function requireDraftAccess(req: LakeRequest, context: LakeContext): RequestIdentity {
  const identity = requestIdentity(req, context)
  if (!canReadDrafts(identity)) throw unauthorized('Reading drafts and history needs a token or a signed-in Studio session')
  return identity
}

/**
 * Refuses a write before its body is read: 401 without a credential, 403 from a page whose
 * origin is not allowed to write (a browser always names its page's Origin on a cross-site POST).
 */
export function requireWriteAccess(req: LakeRequest, context: LakeContext): RequestIdentity {
  const identity = requestIdentity(req, context)
  if (!canWrite(identity)) throw unauthorized('Writing needs a token (Authorization: Bearer …) or a signed-in Studio session')
  const origin = req.headers.origin
  if (origin && !allows(context.auth.allowedOrigins, origin)) {
    throw new LakeError(403, 'insufficientPermissionsError', `Pages from ${origin} may not write to this content lake (see LAKE_ALLOWED_ORIGINS)`)
  }
  return identity
}

/**
 * A mutation must say it is JSON: browsers send text/plain and form posts cross-site without
 * asking first, and those must never reach the mutator, whatever credential they carry.
 */
export function requireJsonContentType(req: LakeRequest): void {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') {
    throw new LakeError(415, 'httpUnsupportedMediaType', `Content-Type must be application/json, got "${type || 'none'}"`)
  }
}
