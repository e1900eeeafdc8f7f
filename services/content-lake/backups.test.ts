import { readdir, readFile, writeFile } from 'node:fs/promises'
import path, { join } from 'node:path'
import { list } from 'tar'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BACKUP_INTERVAL_MS, backupFileName, scheduleBackups } from './backups.ts'
import { startTestLake, tempDataDir } from './testing.ts'

const DAY = BACKUP_INTERVAL_MS

afterEach(() => {
  vi.useRealTimers()
})

async function scheduled(options: { failOn?: number[] } = {}) {
  const dir = join(await tempDataDir(), 'backups')
  const state = { version: 1, writes: 0 }
  const log: string[] = []
  const backups = scheduleBackups({
    dir,
    fingerprint: () => `v${state.version}`,
    write: async (file) => {
      state.writes += 1
      if (options.failOn?.includes(state.writes)) throw new Error('the disk is full')
      await writeFile(file, `dataset v${state.version}`)
    },
    log: (line) => log.push(line),
  })
  await backups.first
  return { dir, state, log, backups }
}

const tarballs = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith('.tar.gz')).sort()

describe('backups', () => {
  it('writes one at start, one every 24 hours, and keeps the newest 14', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-03-01T06:00:00Z') })
    const { dir, state, log, backups } = await scheduled()
    await writeFile(join(dir, 'notes.txt'), 'kept')
    await writeFile(join(dir, 'my-copy.tar.gz'), 'kept')
    expect(await tarballs(dir)).toEqual(['content-2026-03-01T06-00-00-000Z.tar.gz', 'my-copy.tar.gz'])
    expect(log[0]).toMatch(/^Backup written: .*content-2026-03-01T06-00-00-000Z\.tar\.gz \(the newest 14 are kept in /)
    for (let day = 1; day <= 15; day += 1) {
      state.version += 1
      await vi.advanceTimersByTimeAsync(DAY)
      await backups.idle()
    }
    const kept = (await tarballs(dir)).filter((name) => name.startsWith('content-'))
    expect(kept).toHaveLength(14)
    // Days 0 and 1 went; days 2 to 15 stay, each with the content of its day.
    expect(kept[0]).toBe(backupFileName(new Date('2026-03-03T06:00:00Z')))
    expect(kept.at(-1)).toBe(backupFileName(new Date('2026-03-16T06:00:00Z')))
    expect(await readFile(join(dir, kept.at(-1)!), 'utf8')).toBe('dataset v16')
    expect(await readFile(join(dir, 'notes.txt'), 'utf8')).toBe('kept')
    expect(await tarballs(dir)).toContain('my-copy.tar.gz')
    await backups.stop()
    await vi.advanceTimersByTimeAsync(2 * DAY)
    expect(state.writes).toBe(16)
  })

  it('skips a backup when nothing changed since the last one on disk', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-03-01T06:00:00Z') })
    const { dir, state, log, backups } = await scheduled()
    await vi.advanceTimersByTimeAsync(DAY)
    await backups.idle()
    expect(state.writes).toBe(1)
    expect(log.at(-1)).toMatch(/nothing changed since .*content-2026-03-01T06-00-00-000Z\.tar\.gz/)
    state.version += 1
    await vi.advanceTimersByTimeAsync(DAY)
    await backups.idle()
    expect(await tarballs(dir)).toHaveLength(2)
    await backups.stop()
  })

  it('reports a failed backup and tries again at the next interval', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-03-01T06:00:00Z') })
    const { dir, log, backups } = await scheduled({ failOn: [1] })
    expect(log[0]).toMatch(/^Backup failed \(the next is tried in 24 h\): the disk is full/)
    expect(await tarballs(dir)).toEqual([])
    await vi.advanceTimersByTimeAsync(DAY)
    await backups.idle()
    expect(await tarballs(dir)).toEqual(['content-2026-03-02T06-00-00-000Z.tar.gz'])
    await backups.stop()
  })
})

describe("the lake's own backups", () => {
  it('are export archives of the whole dataset, drafts included, written when the schedule starts', async () => {
    const { lake, client, dataDir } = await startTestLake()
    await client
      .transaction()
      .create({ _id: 'product-a', _type: 'product', name: 'A' })
      .create({ _id: 'drafts.product-a', _type: 'product', name: 'A, edited' })
      .commit()
    const log: string[] = []
    const result = await lake.startBackups({ log: (line) => log.push(line) }).first
    expect(result?.kind).toBe('written')
    const file = result!.file
    expect(path.dirname(file)).toBe(join(dataDir, 'backups'))
    expect(log[0]).toBe(`Backup written: ${file} (the newest 14 are kept in ${join(dataDir, 'backups')})`)
    const entries: string[] = []
    let data = ''
    await list({
      file,
      onReadEntry: (entry) => {
        entries.push(entry.path.split('/').slice(1).join('/'))
        if (entry.path.endsWith('data.ndjson')) entry.on('data', (chunk: Buffer) => (data += chunk.toString()))
      },
    })
    expect(entries).toEqual(expect.arrayContaining(['data.ndjson', 'assets.json', 'images/', 'files/']))
    expect(
      data
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { _id: string })._id),
    ).toEqual(['drafts.product-a', 'product-a'])
    expect(() => lake.startBackups()).toThrow(/already scheduled/)
  })
})
