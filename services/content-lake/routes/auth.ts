/**
 * Sanity's sign-in flow, for the offline Studio: `/auth/providers` lists one provider, "Sign in on
 * this computer"; its page redirects back to the Studio with the session's token in the fragment
 * (`#token=…`, which the Studio's auth store takes before it makes its clients, so that its sign-out
 * request carries the token too), or — when the Studio asks `withSid=true` (login method "token") —
 * with a one-time `#sid=…` it exchanges at `/auth/fetch`. The Studio sends the token as a Bearer;
 * `/auth/logout` ends the session. Only pages the lake trusts (loopback origins, see
 * LAKE_ALLOWED_ORIGINS) can sign in.
 */
import type { TLSSocket } from 'node:tls'
import { requestIdentity, type RequestIdentity } from '../access.ts'
import type { LakeContext } from '../context.ts'
import { allows, isLoopbackOrigin } from '../../shared/cors.ts'
import { LakeError } from '../errors.ts'
import { sendJson, writeHead, type LakeRequest, type LakeResponse } from '../http.ts'

export const LOCAL_PROVIDER = { name: 'local', title: 'Sign in on this computer' }

/** The lake's origin as the browser reached it (the Studio calls `embedded.localhost`), or its public URL. */
function ownOrigin(req: LakeRequest, context: LakeContext): string {
  const host = req.headers[':authority'] ?? req.headers.host
  const secure = (req.socket as Partial<TLSSocket>).encrypted === true
  const origin = typeof host === 'string' ? `${secure ? 'https' : 'http'}://${host}` : ''
  return origin && isLoopbackOrigin(origin) ? origin : context.publicUrl()
}

/** Whether a page at `origin` may sign in: trusted by the lake, and served from this machine. */
function maySignIn(context: LakeContext, origin: string): boolean {
  return isLoopbackOrigin(origin) && allows(context.auth.allowedOrigins, origin)
}

export function handleProviders(req: LakeRequest, res: LakeResponse, context: LakeContext, version: string): void {
  const url = `${ownOrigin(req, context)}/${version}/auth/login/${LOCAL_PROVIDER.name}`
  sendJson(res, 200, { thirdPartyLogin: false, sso: {}, providers: [{ ...LOCAL_PROVIDER, url }] })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function refusePage(res: LakeResponse, message: string): void {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in refused</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:40em;margin:2em auto;padding:0 1em;color:#1f2937">
<h1>This sign-in is only for the Studio on this computer</h1><p>${escapeHtml(message)}</p>
<p>Open the Studio that <code>npm run studio</code> prints (http://localhost:3333 by default) and sign in there.</p></body></html>\n`
  writeHead(res, 400, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(page)), 'Cache-Control': 'no-store' })
  res.end(page)
}

/** GET /auth/login/local?origin=…: the provider's page; signs in at once and goes back to the Studio. */
export async function handleLoginPage(res: LakeResponse, context: LakeContext, url: URL): Promise<void> {
  const raw = url.searchParams.get('origin') ?? ''
  let target: URL
  try {
    target = new URL(raw)
  } catch {
    refusePage(res, 'The sign-in link does not say which Studio to return to.')
    return
  }
  if (!maySignIn(context, target.origin)) {
    refusePage(res, `${target.origin} is not a Studio this content lake trusts (LAKE_ALLOWED_ORIGINS).`)
    return
  }
  const sessions = context.auth.sessions
  target.hash = url.searchParams.get('withSid') === 'true' ? `sid=${sessions.issueSid()}` : `token=${(await sessions.start()).token}`
  writeHead(res, 303, { Location: target.toString(), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'Content-Length': '0' })
  res.end()
}

function refuseForeignPage(req: LakeRequest, context: LakeContext): void {
  const origin = req.headers.origin
  if (origin && !maySignIn(context, origin)) {
    throw new LakeError(403, 'insufficientPermissionsError', `Pages from ${origin} may not sign in to this content lake`)
  }
}

/** GET /auth/fetch?sid=…: the one-time sign-in id → `{token}` of a new 30-day session. */
export async function handleFetchToken(req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL): Promise<void> {
  refuseForeignPage(req, context)
  const exchanged = await context.auth.sessions.exchange(url.searchParams.get('sid') ?? '')
  if (!exchanged) throw new LakeError(401, 'unauthorizedError', 'The sign-in has expired or was already used: sign in again')
  sendJson(res, 200, { token: exchanged.token })
}

/** POST /auth/logout: ends the session of the Bearer token. */
export async function handleLogout(req: LakeRequest, res: LakeResponse, context: LakeContext): Promise<void> {
  refuseForeignPage(req, context)
  // An expired token still signs out (the Studio forgets it either way).
  let identity: RequestIdentity = { kind: 'anonymous' }
  try {
    identity = requestIdentity(req, context)
  } catch {
    // keep anonymous
  }
  if (identity.kind === 'session') await context.auth.sessions.end(identity.session)
  sendJson(res, 200, { ok: true })
}
