import { EventEmitter } from 'node:events'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { removeStaleTempFiles, writeFileAtomic } from './atomic-file.ts'
import { Journal, readJournal, type JournalEntry } from './journal.ts'
import { randomKey } from './ids.ts'
import { deepEqual, deepFreeze, isPlainObject, type JsonObject } from './json.ts'

/** A stored document: Sanity's system fields are always present. */
export type LakeDocument = JsonObject & {
  _id: string
  _type: string
  _rev: string
  _createdAt: string
  _updatedAt: string
}

/** What a mutation writes: the lake stamps `_rev`, `_createdAt` and `_updatedAt` on commit. */
export type DocumentContent = JsonObject & { _id: string; _type: string }

export interface TransactionEvent {
  transactionId: string
  timestamp: string
  /** Changed ids; `previous[i]` and `next[i]` belong to `documentIds[i]` (null: absent). */
  documentIds: string[]
  previous: (LakeDocument | null)[]
  next: (LakeDocument | null)[]
}

export interface Committed<T> {
  transactionId: string
  value: T
  /** The document after the transaction for every id it touched (null when deleted). */
  documents: Map<string, LakeDocument | null>
  event: TransactionEvent
}

const LOG_LIMIT = 1000
/** The journal is folded into the dataset file once it outgrows the file, or this, whichever is larger. */
const COMPACT_AFTER_BYTES = 1 << 20

export interface TransactOptions {
  transactionId?: string
  dryRun?: boolean
  /**
   * Give every written document a new revision even when its content is unchanged. Sanity Studio
   * waits for the listen event of each transaction it sends; without one it never settles.
   */
  touch?: boolean
}

/** The documents a transaction sees: the committed ones with its own pending writes on top. */
export class WorkingSet {
  readonly #base: ReadonlyMap<string, LakeDocument>
  readonly #changes = new Map<string, DocumentContent | null>()

  constructor(base: ReadonlyMap<string, LakeDocument>) {
    this.#base = base
  }

  get(id: string): DocumentContent | undefined {
    if (this.#changes.has(id)) return this.#changes.get(id) ?? undefined
    return this.#base.get(id)
  }

  put(doc: DocumentContent): void {
    this.#changes.set(doc._id, doc)
  }

  remove(id: string): void {
    this.#changes.set(id, null)
  }

  documents(): DocumentContent[] {
    const merged = new Map<string, DocumentContent | null>(this.#base)
    for (const [id, doc] of this.#changes) merged.set(id, doc)
    return [...merged.values()].filter((doc): doc is DocumentContent => doc !== null)
  }

  get changes(): ReadonlyMap<string, DocumentContent | null> {
    return this.#changes
  }
}

function stamp(content: DocumentContent, previous: LakeDocument | undefined, rev: string, now: string): LakeDocument {
  const { _id, _type, _rev, _createdAt, _updatedAt, ...rest } = content
  const createdAt = previous?._createdAt ?? (typeof _createdAt === 'string' ? _createdAt : now)
  return { _id, _type, _createdAt: createdAt, _updatedAt: now, _rev: rev, ...rest }
}

function sameContent(a: LakeDocument, b: LakeDocument): boolean {
  return deepEqual({ ...a, _rev: '', _updatedAt: '' }, { ...b, _rev: '', _updatedAt: '' })
}

const DAMAGED =
  'The content lake did not start, and changed nothing on disk: restore the file from a backup (DATA_DIR/backups, npm run content:import) or repair that line.'

function parseLine(line: string, lineNumber: number, file: string): LakeDocument {
  let doc: unknown
  try {
    doc = JSON.parse(line)
  } catch {
    throw new Error(`${file}:${lineNumber} is not valid JSON. ${DAMAGED}`)
  }
  if (!isPlainObject(doc) || typeof doc._id !== 'string' || typeof doc._type !== 'string') {
    throw new Error(`${file}:${lineNumber} is not a document (needs string _id and _type). ${DAMAGED}`)
  }
  return doc as LakeDocument
}

function serialize(docs: Iterable<LakeDocument>): string {
  return [...docs].map((doc) => `${JSON.stringify(doc)}\n`).join('')
}

function apply(docs: Map<string, LakeDocument>, entry: JournalEntry): void {
  for (const doc of entry.put) docs.set(doc._id, doc)
  for (const id of entry.delete) docs.delete(id)
}

/**
 * One dataset's documents, in memory. Each committed transaction is appended to a journal and
 * synced before it is acknowledged, so a write costs the same whatever the dataset's size; the
 * journal is folded into the dataset file (NDJSON, sorted by id) when it grows, and on close.
 * Transactions run one at a time; each commit emits a `transaction` event (the change feed).
 */
export class Store {
  readonly dataset: string
  readonly file: string
  readonly events = new EventEmitter<{ transaction: [TransactionEvent] }>()
  readonly #docs: Map<string, LakeDocument>
  readonly #journal: Journal
  readonly #log: TransactionEvent[] = []
  #snapshot: readonly LakeDocument[] | null = null
  #fileBytes: number
  #queue: Promise<unknown> = Promise.resolve()

  private constructor(dataset: string, file: string, docs: Map<string, LakeDocument>, journal: Journal, fileBytes: number) {
    this.dataset = dataset
    this.file = file
    this.#docs = docs
    this.#journal = journal
    this.#fileBytes = fileBytes
    // Every open listen stream subscribes (the Studio keeps several per tab): no fixed limit.
    this.events.setMaxListeners(0)
  }

  static async open(options: { dataDir: string; dataset: string }): Promise<Store> {
    const dir = join(options.dataDir, 'lake')
    const file = join(dir, `${options.dataset}.ndjson`)
    await mkdir(dir, { recursive: true })
    await removeStaleTempFiles(file)
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return ''
      throw error
    })
    const docs = new Map<string, LakeDocument>()
    text.split('\n').forEach((line, index) => {
      if (line.trim() === '') return
      const doc = deepFreeze(parseLine(line, index + 1, file))
      docs.set(doc._id, doc)
    })
    const journalFile = join(dir, `${options.dataset}.journal.ndjson`)
    const journal = await readJournal(journalFile).catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}. ${DAMAGED}`)
    })
    for (const entry of journal.entries) apply(docs, deepFreeze(entry))
    if (journal.tornBytes > 0) {
      console.warn(`content lake: ${journalFile} ends in a write cut off by a crash (${journal.tornBytes} bytes, never acknowledged); dropped it`)
    }
    const store = new Store(options.dataset, file, docs, await Journal.open(journalFile, journal.bytes), Buffer.byteLength(text))
    return store
  }

  /** The journal's path (beside the dataset file). */
  get journalFile(): string {
    return this.#journal.file
  }

  get(id: string): LakeDocument | undefined {
    return this.#docs.get(id)
  }

  /** All documents sorted by id; the same array until the next commit (safe to memoise on). */
  documents(): readonly LakeDocument[] {
    this.#snapshot ??= Object.freeze([...this.#docs.values()].sort((a, b) => (a._id < b._id ? -1 : 1)))
    return this.#snapshot
  }

  /** Recent committed transactions, oldest first. */
  log(): readonly TransactionEvent[] {
    return this.#log
  }

  /**
   * Runs `work` against a working set and commits what it wrote, all or nothing: if `work` throws,
   * or persisting fails, nothing changes. Unchanged writes keep their revision.
   */
  transact<T>(work: (set: WorkingSet) => T | Promise<T>, options: TransactOptions = {}): Promise<Committed<T>> {
    const run = this.#queue.then(() => this.#run(work, options))
    // Compaction runs after the writer has its answer, ahead of the next transaction.
    this.#queue = run.catch(() => undefined).then(() => (this.#journal.bytes > Math.max(COMPACT_AFTER_BYTES, this.#fileBytes) ? this.#compact() : undefined))
    return run
  }

  /** Resolves once every queued transaction has settled. */
  async flush(): Promise<void> {
    await this.#queue
  }

  /** Folds the journal into the dataset file now (queued behind pending transactions). */
  compact(): Promise<void> {
    const run = this.#queue.then(() => this.#compact())
    this.#queue = run
    return run
  }

  /** Folds the journal into the dataset file and closes it; the store must not be used after. */
  async close(): Promise<void> {
    await this.compact()
    await this.#journal.close()
  }

  async #compact(): Promise<void> {
    if (this.#journal.bytes === 0) return
    try {
      const text = serialize(this.documents())
      // The file first: a crash before the journal is cleared replays entries the file already holds, to the same end.
      await writeFileAtomic(this.file, text)
      await this.#journal.clear()
      this.#fileBytes = Buffer.byteLength(text)
    } catch (error) {
      // Nothing is lost: the journal still holds every write, and the next commit tries again.
      console.error('content lake: could not fold the journal into the dataset file', error)
    }
  }

  async #run<T>(work: (set: WorkingSet) => T | Promise<T>, options: TransactOptions): Promise<Committed<T>> {
    const set = new WorkingSet(this.#docs)
    const value = await work(set)
    const transactionId = options.transactionId ?? randomKey()
    const timestamp = new Date().toISOString()
    const documents = new Map<string, LakeDocument | null>()
    const event: TransactionEvent = { transactionId, timestamp, documentIds: [], previous: [], next: [] }
    for (const [id, content] of set.changes) {
      const previous = this.#docs.get(id)
      const next = content && deepFreeze(stamp(content, previous, transactionId, timestamp))
      if (next && previous && !options.touch && sameContent(previous, next)) {
        documents.set(id, previous)
        continue
      }
      documents.set(id, next)
      if (!previous && !next) continue
      event.documentIds.push(id)
      event.previous.push(previous ?? null)
      event.next.push(next)
    }
    if (event.documentIds.length > 0 && !options.dryRun) await this.#commit(event)
    return { transactionId, value, documents, event }
  }

  async #commit(event: TransactionEvent): Promise<void> {
    const entry: JournalEntry = { transactionId: event.transactionId, timestamp: event.timestamp, put: [], delete: [] }
    event.documentIds.forEach((id, i) => {
      const next = event.next[i]
      if (next) entry.put.push(next)
      else entry.delete.push(id)
    })
    await this.#journal.append(entry)
    apply(this.#docs, entry)
    this.#snapshot = null
    this.#log.push(event)
    if (this.#log.length > LOG_LIMIT) this.#log.shift()
    try {
      this.events.emit('transaction', event)
    } catch (error) {
      // The transaction is already durable; a faulty listener must not turn it into a failure.
      console.error('content lake: a transaction listener failed', error)
    }
  }
}
