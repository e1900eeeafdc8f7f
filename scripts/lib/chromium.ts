/**
 * Finds Debian's Chromium for the browser tests and Lighthouse (never a downloaded browser).
 * When it is missing and we run as root with apt-get, it is installed; otherwise a clear error.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { UserError } from '../../services/shared/cli.ts'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

function hasAptGet(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

export function findChromium(install = true): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p))
  const found = candidates.find((p) => existsSync(p))
  if (found) return found
  if (install && process.getuid?.() === 0 && hasAptGet()) {
    console.log('Chromium not found: installing Debian package "chromium"…')
    execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
      stdio: 'inherit',
    })
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  throw new UserError(
    "No Chromium found for the browser tests. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.",
  )
}
