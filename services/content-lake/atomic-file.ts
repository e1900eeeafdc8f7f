import { open, readdir, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { randomKey } from './ids.ts'

function tempNameFor(file: string): string {
  return join(dirname(file), `.${basename(file)}.${process.pid}.${randomKey(8)}.tmp`)
}

/**
 * Replaces `file` so that a reader (or a crash) sees either the old or the new content, never half.
 * `durable` adds the fsyncs that make the rename survive a power cut; caches can skip them.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array, durable = true): Promise<void> {
  const temp = tempNameFor(file)
  try {
    const handle = await open(temp, 'w')
    try {
      await handle.writeFile(data)
      if (durable) await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, file)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  if (durable) await syncDirectory(dirname(file))
}

/** Makes a file's creation or rename in `dir` survive a power cut. */
export async function syncDirectory(dir: string): Promise<void> {
  let handle
  try {
    handle = await open(dir, 'r')
    await handle.sync()
  } catch {
    // Some platforms (Windows) cannot open or fsync a directory; the rename itself is still atomic.
  } finally {
    await handle?.close()
  }
}

/** Removes temp files a crashed writer left next to `file`. */
export async function removeStaleTempFiles(file: string): Promise<void> {
  const prefix = `.${basename(file)}.`
  const names = await readdir(dirname(file)).catch(() => [])
  await Promise.all(names.filter((name) => name.startsWith(prefix) && name.endsWith('.tmp')).map((name) => rm(join(dirname(file), name), { force: true })))
}
