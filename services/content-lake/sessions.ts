/**
 * Studio sign-in sessions, as Sanity's auth flow gives them to the Studio: the sign-in page hands
 * the Studio a session token in the URL fragment (`#token=`), or a one-time id (`#sid=`) that it
 * exchanges at `/auth/fetch` for one; the Studio sends the token as a Bearer. Sessions last 30 days and survive restarts: their tokens are kept
 * only as SHA-256 hashes in `${DATA_DIR}/lake-sessions.json`.
 */
import { createHash, randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from './atomic-file.ts'
import { isPlainObject } from './json.ts'

export const SESSION_DAYS = 30
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000
/** The sign-in page's one-time id is exchanged right after the redirect; a minute is plenty. */
const SID_MS = 2 * 60 * 1000

export interface Session {
  id: string
  tokenHash: string
  createdAt: string
  expiresAt: string
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const secret = () => randomBytes(32).toString('base64url')

function readSessions(text: string): Session[] {
  const parsed: unknown = JSON.parse(text)
  if (!isPlainObject(parsed) || !Array.isArray(parsed.sessions)) return []
  return parsed.sessions.filter(
    (s): s is Session =>
      isPlainObject(s) && typeof s.id === 'string' && typeof s.tokenHash === 'string' && typeof s.expiresAt === 'string' && typeof s.createdAt === 'string',
  )
}

export class SessionStore {
  readonly #file: string
  readonly #sessions = new Map<string, Session>()
  readonly #pendingSids = new Map<string, number>()
  #writing: Promise<void> = Promise.resolve()

  private constructor(file: string) {
    this.#file = file
  }

  /** Opens the sessions of `dataDir`; an unreadable file is reported and starts empty (editors sign in again). */
  static async open(dataDir: string): Promise<SessionStore> {
    const store = new SessionStore(join(dataDir, 'lake-sessions.json'))
    let text: string | undefined
    try {
      text = await readFile(store.#file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    if (text !== undefined) {
      try {
        for (const session of readSessions(text)) store.#sessions.set(session.tokenHash, session)
      } catch {
        console.error(`content lake: ${store.#file} is not valid JSON; editors will sign in again`)
      }
    }
    return store
  }

  /** A one-time id for the sign-in redirect. */
  issueSid(now = Date.now()): string {
    for (const [sid, expires] of this.#pendingSids) if (expires <= now) this.#pendingSids.delete(sid)
    const sid = secret()
    this.#pendingSids.set(sid, now + SID_MS)
    return sid
  }

  /** Exchanges a sign-in id (once) for a new session's token; null when unknown or expired. */
  async exchange(sid: string, now = Date.now()): Promise<{ token: string; session: Session } | null> {
    const expires = this.#pendingSids.get(sid)
    this.#pendingSids.delete(sid)
    if (expires === undefined || expires <= now) return null
    return this.start(now)
  }

  /** A new 30-day session; its token is returned once and kept only as a hash. */
  async start(now = Date.now()): Promise<{ token: string; session: Session }> {
    const token = secret()
    const session: Session = {
      id: secret().slice(0, 16),
      tokenHash: hash(token),
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + SESSION_MS).toISOString(),
    }
    this.#sessions.set(session.tokenHash, session)
    await this.#save(now)
    return { token, session }
  }

  /** The live session a token belongs to. */
  find(token: string, now = Date.now()): Session | null {
    const session = this.#sessions.get(hash(token))
    return session && Date.parse(session.expiresAt) > now ? session : null
  }

  async end(session: Session): Promise<void> {
    this.#sessions.delete(session.tokenHash)
    await this.#save()
  }

  #save(now = Date.now()): Promise<void> {
    const live = [...this.#sessions.values()].filter((s) => Date.parse(s.expiresAt) > now)
    const text = `${JSON.stringify({ sessions: live }, null, 2)}\n`
    this.#writing = this.#writing.then(() => writeFileAtomic(this.#file, text))
    return this.#writing
  }
}
