/**
 * Looks through the built site for secrets that must never reach a browser: a Sanity API token,
 * an EmailJS private key (access token), or the value of a secret the build machine holds
 * (its environment's tokens and the embedded content lake's token in `${DATA_DIR}/lake-token`).
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import pMap from 'p-map'
import { readLakeToken } from '../../services/content-lake/token.ts'

export interface SecretFinding {
  file: string
  kind: string
  /** The match with its middle masked, so the report itself leaks nothing. */
  excerpt: string
}

/** Environment variables that hold secrets on the build machine (never `VITE_`). */
export const SECRET_ENV_NAMES = ['SANITY_WRITE_TOKEN', 'SANITY_API_TOKEN', 'SANITY_AUTH_TOKEN', 'EMAILJS_PRIVATE_KEY', 'EMAILJS_ACCESS_TOKEN']

const PATTERNS: { kind: string; re: RegExp }[] = [
  // Sanity tokens are "sk" and ~180 letters and digits; the guards keep base64 image data out.
  { kind: 'Sanity API token', re: /(?<![A-Za-z0-9+/=_-])sk[A-Za-z0-9]{70,}(?![A-Za-z0-9+/=_-])/g },
  // EmailJS's private key travels as `accessToken`; the public SDK never holds one as a literal.
  { kind: 'EmailJS private key', re: /["']?(?:accessToken|access_token|privateKey|private_key)["']?\s*[:=]\s*["'][A-Za-z0-9_-]{10,}["']/g },
]

const TEXT_FILE = /\.(?:js|mjs|html|json|data|txt|xml|css|map|webmanifest|svg)$|^_headers$|^_redirects$/

function mask(value: string): string {
  return value.length <= 12 ? '***' : `${value.slice(0, 6)}…${value.slice(-4)}`
}

export interface HeldSecret {
  kind: string
  value: string
}

/** The secrets this machine holds: the environment's, and the lake token of DATA_DIR (if a lake ran). */
export function heldSecrets(env: NodeJS.ProcessEnv = process.env): HeldSecret[] {
  const secrets: HeldSecret[] = []
  for (const name of SECRET_ENV_NAMES) {
    const value = env[name]
    if (value && value.length >= 8) secrets.push({ kind: `value of ${name}`, value })
  }
  try {
    secrets.push({ kind: 'the content lake token (lake-token)', value: readLakeToken(path.resolve(env.DATA_DIR || '.data')) })
  } catch {
    // No lake has run with this data directory: no token to leak.
  }
  return secrets
}

export function scanText(file: string, text: string, env: NodeJS.ProcessEnv = process.env, secrets: HeldSecret[] = heldSecrets(env)): SecretFinding[] {
  const findings: SecretFinding[] = []
  for (const { kind, re } of PATTERNS) {
    for (const match of text.matchAll(re)) findings.push({ file, kind, excerpt: mask(match[0]) })
  }
  for (const { kind, value } of secrets) {
    if (text.includes(value)) findings.push({ file, kind, excerpt: mask(value) })
  }
  return findings
}

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * Scans every text file under `dir` (the built client: assets/*.js, the HTML, the .data files) but
 * those in `scanned`, which the caller scanned as it wrote them (the post-build's pages).
 */
export async function scanDirectory(dir: string, env: NodeJS.ProcessEnv = process.env, scanned: ReadonlySet<string> = new Set()): Promise<SecretFinding[]> {
  const secrets = heldSecrets(env)
  const scan = async (file: string) => scanText(path.relative(dir, file), await readFile(file, 'utf8'), env, secrets)
  // Sixteen files at a time: one file's reading overlaps the others' scanning (one at a time, the
  // scan waited on the disk for 3 of its 5 s at 2,000 products).
  const files = (await textFiles(dir)).filter((file) => !scanned.has(file))
  const findings = (await pMap(files, scan, { concurrency: 16 })).flat()
  return findings.sort((a, b) => a.file.localeCompare(b.file))
}

export function describeFindings(findings: SecretFinding[]): string {
  return findings.map((f) => `${f.kind} in ${f.file} (${f.excerpt})`).join('\n')
}
