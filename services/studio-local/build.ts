/**
 * Builds Sanity Studio for the embedded content lake (`sanity build` into a directory of its own),
 * and reuses the last build while nothing it depends on changed: the Studio's sources, its
 * config, the sanity version and the lake's address.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { UserError } from '../shared/cli.ts'
import { localIndexHtml } from './index-html.ts'

export interface StudioBuildOptions {
  root: string
  outDir: string
  /** The Studio's `apiHost`: the lake's TLS origin, e.g. https://localhost:3992. */
  apiHost: string
  projectId: string
  dataset: string
  /** The site Presentation shows (SANITY_STUDIO_PREVIEW_ORIGIN), e.g. http://localhost:4173. */
  previewOrigin: string
  log?: (line: string) => void
}

const STAMP_FILE = '.embedded-studio-stamp'
// The Studio also imports the site's address helpers (studio/presentation/locations.ts).
const INPUTS = ['studio', 'sanity.config.ts', 'sanity.cli.ts', 'package-lock.json', 'src/features/catalogue/links.ts', 'src/features/content/text.ts']

async function filesUnder(target: string): Promise<string[]> {
  const entries = await readdir(target, { withFileTypes: true, recursive: true }).catch(() => null)
  if (!entries) return [target]
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/** A hash of everything the build depends on. */
export async function buildStamp(options: StudioBuildOptions): Promise<string> {
  const hash = createHash('sha256')
  hash.update(JSON.stringify([options.apiHost, options.projectId, options.dataset, options.previewOrigin]))
  for (const input of INPUTS) {
    for (const file of await filesUnder(path.join(options.root, input))) {
      if (/\.test\.tsx?$/.test(file)) continue
      hash.update(path.relative(options.root, file))
      hash.update(await readFile(file).catch(() => Buffer.alloc(0)))
    }
  }
  return hash.digest('hex')
}

function runSanityBuild(options: StudioBuildOptions): Promise<void> {
  const bin = path.join(options.root, 'node_modules', '.bin', 'sanity')
  const env = {
    ...process.env,
    // The CLI needs this Node (24), not whatever `node` is first on PATH.
    PATH: [path.dirname(process.execPath), process.env.PATH].filter(Boolean).join(path.delimiter),
    SANITY_STUDIO_PROJECT_ID: options.projectId,
    SANITY_STUDIO_DATASET: options.dataset,
    SANITY_STUDIO_API_HOST: options.apiHost,
    SANITY_STUDIO_PREVIEW_ORIGIN: options.previewOrigin,
    // Offline: no telemetry, no update checks.
    SANITY_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    NO_UPDATE_NOTIFIER: '1',
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'build', options.outDir, '--yes'], { cwd: options.root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) resolve()
      else reject(new UserError(`The Studio build failed (sanity build, exit ${code}):\n${output.trim()}`))
    })
  })
}

/** Builds the Studio into `outDir` unless the build there is current; answers whether it built. */
export async function buildStudio(options: StudioBuildOptions): Promise<boolean> {
  const log = options.log ?? console.log
  const stamp = await buildStamp(options)
  const previous = await readFile(path.join(options.outDir, STAMP_FILE), 'utf8').catch(() => '')
  if (previous === stamp) return false
  log('Building Sanity Studio for the embedded content lake (about a minute, first run only)…')
  const started = Date.now()
  await runSanityBuild(options)
  const indexFile = path.join(options.outDir, 'index.html')
  const html = localIndexHtml(await readFile(indexFile, 'utf8'), options.apiHost, options.projectId)
  await writeFile(indexFile, html)
  // The static server answers every Studio path (its client-side routes) with this shell.
  await writeFile(path.join(options.outDir, '__spa-fallback.html'), html)
  await writeFile(path.join(options.outDir, STAMP_FILE), stamp)
  log(`Studio built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return true
}
