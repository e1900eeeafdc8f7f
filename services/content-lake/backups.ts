/**
 * Backups without anyone thinking of them: while the lake runs it writes the dataset as an export
 * archive to `${DATA_DIR}/backups/` at start and every 24 hours, and keeps the newest 14. A backup
 * is skipped when nothing changed since the last one that is still on disk, so restarts never push
 * older, different backups out. Restoring is `npm run content:import -- <file> --replace`.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export const BACKUP_INTERVAL_MS = 24 * 60 * 60 * 1000
export const BACKUPS_KEPT = 14
const NAME = /^content-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/
const STATE_FILE = 'last-backup.json'

export interface BackupOptions {
  dir: string
  /** Writes the archive to the given path (the lake's export). */
  write(file: string): Promise<void>
  /** A value that changes whenever the dataset does (its documents' revisions). */
  fingerprint(): string
  keep?: number
  intervalMs?: number
  log?: (line: string) => void
}

export type BackupResult = { kind: 'written'; file: string; removed: string[] } | { kind: 'unchanged'; file: string }

export interface Backups {
  /** The backup made when the schedule started (or why it was skipped). */
  readonly first: Promise<BackupResult | null>
  /** Makes a backup now (one at a time). */
  run(): Promise<BackupResult>
  /** Resolves when no backup is under way. */
  idle(): Promise<void>
  stop(): Promise<void>
}

export function backupFileName(date: Date): string {
  return `content-${date.toISOString().replace(/[:.]/g, '-')}.tar.gz`
}

/** The backups in `dir`, oldest first; other files are never touched. */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return names.filter((name) => NAME.test(name)).sort()
}

async function lastBackup(dir: string): Promise<{ file: string; fingerprint: string } | null> {
  try {
    const state = JSON.parse(await readFile(join(dir, STATE_FILE), 'utf8')) as { file?: unknown; fingerprint?: unknown }
    if (typeof state.file !== 'string' || typeof state.fingerprint !== 'string') return null
    return (await listBackups(dir)).includes(state.file) ? { file: state.file, fingerprint: state.fingerprint } : null
  } catch {
    return null
  }
}

/** Writes one backup into `options.dir` and removes the oldest beyond `keep`. */
export async function backUp(options: BackupOptions, now = new Date()): Promise<BackupResult> {
  const keep = options.keep ?? BACKUPS_KEPT
  await mkdir(options.dir, { recursive: true, mode: 0o700 })
  const fingerprint = options.fingerprint()
  const last = await lastBackup(options.dir)
  if (last && last.fingerprint === fingerprint) return { kind: 'unchanged', file: join(options.dir, last.file) }
  const name = backupFileName(now)
  await options.write(join(options.dir, name))
  await writeFile(join(options.dir, STATE_FILE), `${JSON.stringify({ file: name, fingerprint })}\n`)
  const all = await listBackups(options.dir)
  const removed = all.slice(0, Math.max(0, all.length - keep))
  await Promise.all(removed.map((old) => rm(join(options.dir, old), { force: true })))
  return { kind: 'written', file: join(options.dir, name), removed }
}

/** Backs up now, then every `intervalMs`; a failed backup is reported and the schedule goes on. */
export function scheduleBackups(options: BackupOptions): Backups {
  const interval = options.intervalMs ?? BACKUP_INTERVAL_MS
  const log = options.log ?? console.log
  let running: Promise<BackupResult> = Promise.resolve({ kind: 'unchanged', file: '' })
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const run = () => {
    running = running.catch(() => undefined).then(() => backUp(options))
    return running
  }
  const report = (result: BackupResult) => {
    if (result.kind === 'written') log(`Backup written: ${result.file} (the newest ${options.keep ?? BACKUPS_KEPT} are kept in ${options.dir})`)
    else log(`Backups in ${options.dir}: nothing changed since ${result.file}`)
  }
  const tick = async (): Promise<BackupResult | null> => {
    try {
      const result = await run()
      report(result)
      return result
    } catch (error) {
      log(`Backup failed (the next is tried in ${Math.round(interval / 3_600_000)} h): ${error instanceof Error ? error.message : String(error)}`)
      return null
    } finally {
      if (!stopped) {
        timer = setTimeout(() => void tick(), interval)
        timer.unref()
      }
    }
  }
  const first = tick()
  return {
    first,
    run,
    async idle() {
      await running.catch(() => undefined)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running.catch(() => undefined)
    },
  }
}
