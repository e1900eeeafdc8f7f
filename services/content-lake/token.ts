/**
 * The lake's own API token: 32 random bytes in `${DATA_DIR}/lake-token` (mode 600), made on the
 * first start and kept across restarts. `Authorization: Bearer <token>` reads drafts and writes;
 * the seed, the launchers, the tests and the benches read it from the file.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export const TOKEN_FILE_NAME = 'lake-token'
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43,}$/

export function lakeTokenFile(dataDir: string): string {
  return join(dataDir, TOKEN_FILE_NAME)
}

function parseToken(text: string, file: string): string {
  const token = text.trim()
  if (!TOKEN_SHAPE.test(token)) {
    throw new Error(
      `${file} does not hold a content lake token (43 or more letters, digits, "-" or "_"). Delete it and start the lake again to make a new one.`,
    )
  }
  return token
}

/** The token in `dataDir`, created (mode 600) when there is none yet. */
export async function loadOrCreateLakeToken(dataDir: string): Promise<string> {
  const file = lakeTokenFile(dataDir)
  await mkdir(dataDir, { recursive: true })
  try {
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  // A copied data directory can come with looser permissions: only this user may read the token.
  await chmod(file, 0o600).catch(() => undefined)
  return parseToken(await readFile(file, 'utf8'), file)
}

/** The token of a lake that already ran on `dataDir` (for clients: the seed, tests, benches). */
export function readLakeToken(dataDir: string): string {
  const file = lakeTokenFile(dataDir)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`No content lake token at ${file}: start the lake once (npm run lake or npm start) to create it.`, { cause: error })
    }
    throw error
  }
  return parseToken(text, file)
}

/** Compares secrets in constant time (a mismatch in length is not a secret). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
