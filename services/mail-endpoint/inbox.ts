/**
 * The mailbox of the embedded endpoint: one JSON line per accepted inquiry in
 * `{dataDir}/mail/inbox.ndjson`, appended and fsynced before the sender is told "OK".
 */
import { randomUUID } from 'node:crypto'
import { mkdir, open, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Submission } from './protocol.ts'

export interface InboxEntry {
  id: string
  receivedAt: string
  via: Submission['via']
  serviceId: string
  templateId: string
  libVersion: string
  origin: string | null
  params: Record<string, string>
}

export interface Inbox {
  file: string
  append(submission: Submission, origin: string | null): Promise<InboxEntry>
  /** Every entry, newest first; a torn last line (a crash mid-write) is skipped, not fatal. */
  list(): Promise<InboxEntry[]>
}

export function inboxFile(dataDir: string): string {
  return path.join(dataDir, 'mail', 'inbox.ndjson')
}

function parseLine(line: string): InboxEntry | null {
  try {
    const value: unknown = JSON.parse(line)
    return typeof value === 'object' && value !== null && 'params' in value ? (value as InboxEntry) : null
  } catch {
    return null
  }
}

export async function openInbox(dataDir: string): Promise<Inbox> {
  const file = inboxFile(dataDir)
  await mkdir(path.dirname(file), { recursive: true })
  // Appends run one after another so two concurrent inquiries never interleave their bytes.
  let queue: Promise<unknown> = Promise.resolve()

  async function write(entry: InboxEntry): Promise<void> {
    const handle = await open(file, 'a')
    try {
      await handle.appendFile(`${JSON.stringify(entry)}\n`, 'utf8')
      await handle.sync()
    } finally {
      await handle.close()
    }
  }

  return {
    file,
    append(submission, origin) {
      const entry: InboxEntry = {
        id: randomUUID(),
        receivedAt: new Date().toISOString(),
        via: submission.via,
        serviceId: submission.serviceId,
        templateId: submission.templateId,
        libVersion: submission.libVersion,
        origin,
        params: submission.params,
      }
      const done = queue.then(() => write(entry))
      queue = done.catch(() => undefined)
      return done.then(() => entry)
    },
    async list() {
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return ''
        throw error
      })
      return text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map(parseLine)
        .filter((entry): entry is InboxEntry => entry !== null)
        .reverse()
    },
  }
}
