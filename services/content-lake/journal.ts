/**
 * A dataset's write-ahead journal: one NDJSON line per committed transaction, holding the whole new
 * state of every document it wrote, appended and synced before the writer hears "committed". It is
 * replayed over the dataset file on start and folded into it now and then (Store's compaction).
 */
import { open, readFile, type FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'
import { syncDirectory } from './atomic-file.ts'
import { isPlainObject } from './json.ts'
import type { LakeDocument } from './store.ts'

export interface JournalEntry {
  transactionId: string
  timestamp: string
  /** The documents' new states, and the ids it deleted. */
  put: LakeDocument[]
  delete: string[]
}

export interface JournalContents {
  entries: JournalEntry[]
  /** Bytes of the complete lines: what stays when a torn last line is cut off. */
  bytes: number
  /** Bytes of a last line cut off by a crash mid-write (never acknowledged). */
  tornBytes: number
}

function isDocument(value: unknown): value is LakeDocument {
  return isPlainObject(value) && typeof value._id === 'string' && typeof value._type === 'string'
}

function parseEntry(line: string): JournalEntry | null {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return null
  }
  if (!isPlainObject(value) || typeof value.transactionId !== 'string' || typeof value.timestamp !== 'string') return null
  if (!Array.isArray(value.put) || !value.put.every(isDocument)) return null
  if (!Array.isArray(value.delete) || !value.delete.every((id) => typeof id === 'string')) return null
  return value as unknown as JournalEntry
}

/** Reads the journal; a damaged complete line is corruption and throws, naming the file and line. */
export async function readJournal(file: string): Promise<JournalContents> {
  const data = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return Buffer.alloc(0)
    throw error
  })
  const bytes = data.lastIndexOf(0x0a) + 1
  const entries: JournalEntry[] = []
  data
    .subarray(0, bytes)
    .toString('utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line === '') return
      const entry = parseEntry(line)
      if (!entry) throw new Error(`${file}:${index + 1} is not a journal entry: the content lake's storage is damaged`)
      entries.push(entry)
    })
  return { entries, bytes, tornBytes: data.length - bytes }
}

/** The journal open for appending, `bytes` long (a torn tail beyond it is cut off first). */
export class Journal {
  readonly file: string
  #handle: FileHandle
  #bytes: number

  private constructor(file: string, handle: FileHandle, bytes: number) {
    this.file = file
    this.#handle = handle
    this.#bytes = bytes
  }

  static async open(file: string, bytes: number): Promise<Journal> {
    const handle = await open(file, 'a')
    try {
      if ((await handle.stat()).size !== bytes) {
        await handle.truncate(bytes)
        await handle.datasync()
      }
    } catch (error) {
      await handle.close()
      throw error
    }
    await syncDirectory(dirname(file))
    return new Journal(file, handle, bytes)
  }

  get bytes(): number {
    return this.#bytes
  }

  /** Appends one entry and syncs it: once this resolves, the entry survives a crash. */
  async append(entry: JournalEntry): Promise<void> {
    const line = Buffer.from(`${JSON.stringify(entry)}\n`)
    try {
      await this.#handle.write(line)
      await this.#handle.datasync()
    } catch (error) {
      // A half-written line must not stay in front of the next entry.
      await this.#handle.truncate(this.#bytes).catch(() => undefined)
      throw error
    }
    this.#bytes += line.length
  }

  /** Empties the journal once the dataset file holds everything it said. */
  async clear(): Promise<void> {
    await this.#handle.truncate(0)
    await this.#handle.datasync()
    this.#bytes = 0
  }

  async close(): Promise<void> {
    await this.#handle.close()
  }
}
