/**
 * Opens an export archive (Sanity's format: a gzip tarball with one `data.ndjson`, `images/`,
 * `files/` and an optional `assets.json`) and checks all of it before anything is written: each
 * line is a document, ids are unique, values fit the Studio schema's types, and every asset a
 * document points at is in the archive and readable. Each problem names the file and the line or
 * asset.
 */
import { createReadStream } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import sharp from 'sharp'
import { x as extract } from 'tar'
import { isValidDocumentId } from '../../services/content-lake/ids.ts'
import { UserError } from '../../services/shared/cli.ts'
import { loadSchemaCheck } from './schema-check.ts'

export interface ArchiveDocument {
  doc: Record<string, unknown> & { _id: string; _type: string }
  line: number
}

export interface OpenArchive {
  /** The folder holding `data.ndjson` once extracted (the import library's `assetsBase`). */
  dir: string
  documents: ArchiveDocument[]
  /** Every asset file in the archive, as the import library names them: `image#file:///…`. */
  assetUris: string[]
  assetMap: Record<string, Record<string, unknown>>
  /** Document types the Studio does not define (imported as they are). */
  unknownTypes: string[]
  close(): Promise<void>
}

const ASSET_VALUE = /^(image|file)@(.+)$/
const MAX_PROBLEMS = 20

/** Every problem of an archive, reported together in the order of the lines they are on. */
class Problems {
  readonly #found: { text: string; line: number }[] = []
  readonly file: string
  constructor(file: string) {
    this.file = file
  }
  add(text: string, line = Number.MAX_SAFE_INTEGER): void {
    this.#found.push({ text, line })
  }
  get list(): string[] {
    return this.#found.toSorted((a, b) => a.line - b.line).map((problem) => problem.text)
  }
  throwIfAny(): void {
    if (this.#found.length === 0) return
    const shown = this.list.slice(0, MAX_PROBLEMS).map((line) => `  - ${line}`)
    const more = this.list.length > MAX_PROBLEMS ? [`  … and ${this.list.length - MAX_PROBLEMS} more`] : []
    throw new UserError([`${this.file} cannot be imported; nothing was written:`, ...shown, ...more].join('\n'))
  }
}

async function extractTo(file: string, dir: string): Promise<void> {
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) throw new UserError(`${file} does not exist (or is not a file).`)
  try {
    // strict: a truncated or damaged archive is an error, not a warning; paths never leave `dir`.
    await extract({ file, cwd: dir, strict: true })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new UserError(`${file} is not a complete export archive (a .tar.gz file): ${reason}. Nothing was written. Export it again, or pick another backup.`)
  }
}

async function findDataFile(dir: string, file: string): Promise<string> {
  const found: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.ndjson')) found.push(path.join(dir, entry.name))
    if (entry.isDirectory()) {
      for (const inner of await readdir(path.join(dir, entry.name))) if (inner.endsWith('.ndjson')) found.push(path.join(dir, entry.name, inner))
    }
  }
  if (found.length === 0) throw new UserError(`${file} holds no data.ndjson: it is not an export archive. Nothing was written.`)
  if (found.length > 1)
    throw new UserError(`${file} holds more than one .ndjson file (${found.map((f) => path.relative(dir, f)).join(', ')}). Nothing was written.`)
  return found[0]!
}

async function readDocuments(dataFile: string, problems: Problems): Promise<ArchiveDocument[]> {
  const documents: ArchiveDocument[] = []
  const lines = createInterface({ input: createReadStream(dataFile, 'utf8'), crlfDelay: Infinity })
  let line = 0
  for await (const text of lines) {
    line += 1
    if (text.trim() === '') continue
    let doc: unknown
    try {
      doc = JSON.parse(text)
    } catch (error) {
      problems.add(`data.ndjson line ${line}: not valid JSON (${error instanceof Error ? error.message : String(error)})`, line)
      continue
    }
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
      problems.add(`data.ndjson line ${line}: not a document (a JSON object)`, line)
      continue
    }
    const record = doc as Record<string, unknown>
    if (typeof record._id !== 'string' || !isValidDocumentId(record._id)) {
      problems.add(`data.ndjson line ${line}: the document has no valid _id (${JSON.stringify(record._id) ?? 'none'})`, line)
      continue
    }
    if (typeof record._type !== 'string' || record._type === '') {
      problems.add(`data.ndjson line ${line}: document "${record._id}" has no _type`, line)
      continue
    }
    documents.push({ doc: record as ArchiveDocument['doc'], line })
  }
  return documents
}

/** Every `_sanityAsset` value in a document, with where it is. */
export function assetValues(value: unknown, at = ''): { path: string; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => assetValues(item, `${at}[${index}]`))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) =>
    key === '_sanityAsset' ? [{ path: at || key, value: item }] : assetValues(item, at ? `${at}.${key}` : key),
  )
}

async function checkAssets(documents: ArchiveDocument[], dir: string, problems: Problems): Promise<void> {
  const checked = new Map<string, string | null>()
  const readable = async (kind: string, file: string): Promise<string | null> => {
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) return 'which is not in the archive'
    if (kind !== 'image') return null
    try {
      await sharp(file).metadata()
      return null
    } catch {
      return 'which is not a readable image'
    }
  }
  for (const { doc, line } of documents) {
    for (const found of assetValues(doc)) {
      const match = typeof found.value === 'string' ? ASSET_VALUE.exec(found.value) : null
      if (!match) {
        problems.add(`data.ndjson line ${line}, document "${doc._id}": ${found.path} is ${JSON.stringify(found.value)}, not "image@…" or "file@…"`, line)
        continue
      }
      const [, kind = '', uri = ''] = match
      if (/^https?:\/\//.test(uri)) continue
      if (!uri.startsWith('file://./')) {
        problems.add(`data.ndjson line ${line}, document "${doc._id}": ${found.path} points outside the archive (${uri})`, line)
        continue
      }
      const relative = decodeURIComponent(uri.slice('file://./'.length))
      const file = path.resolve(dir, relative)
      if (!file.startsWith(dir + path.sep)) {
        problems.add(`data.ndjson line ${line}, document "${doc._id}": ${found.path} points outside the archive (${uri})`, line)
        continue
      }
      if (!checked.has(file)) checked.set(file, await readable(kind, file))
      const trouble = checked.get(file)
      if (trouble) problems.add(`data.ndjson line ${line}, document "${doc._id}": ${found.path} refers to ${relative}, ${trouble}`, line)
    }
  }
}

async function assetUrisIn(dir: string): Promise<string[]> {
  const uris: string[] = []
  for (const [folder, kind] of [
    ['images', 'image'],
    ['files', 'file'],
  ] as const) {
    const names = await readdir(path.join(dir, folder)).catch(() => [])
    for (const name of names.sort()) uris.push(`${kind}#${new URL(`file://${path.join(dir, folder, name)}`).href}`)
  }
  return uris
}

/** Extracts and checks `file`; throws a UserError listing every problem, having written nothing. */
export async function openArchive(file: string): Promise<OpenArchive> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'content-import-'))
  // Retries: a failed extraction may still be finishing writes when the folder is removed.
  const close = () => rm(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 })
  try {
    await extractTo(file, scratch)
    const dataFile = await findDataFile(scratch, file)
    const dir = path.dirname(dataFile)
    const problems = new Problems(file)
    const documents = await readDocuments(dataFile, problems)
    const firstLine = new Map<string, number>()
    for (const { doc, line } of documents) {
      const earlier = firstLine.get(doc._id)
      if (earlier !== undefined) problems.add(`data.ndjson line ${line}: document "${doc._id}" appears again (first on line ${earlier})`, line)
      else firstLine.set(doc._id, line)
    }
    const schema = loadSchemaCheck()
    for (const { doc, line } of documents) {
      for (const problem of schema.problems(doc)) problems.add(`data.ndjson line ${line}, document "${doc._id}" (${doc._type}): ${problem}`, line)
    }
    await checkAssets(documents, dir, problems)
    let assetMap: OpenArchive['assetMap'] = {}
    const assetsJson = await readFile(path.join(dir, 'assets.json'), 'utf8').catch(() => null)
    if (assetsJson !== null) {
      try {
        const parsed: unknown = JSON.parse(assetsJson)
        if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object')
        assetMap = parsed as OpenArchive['assetMap']
      } catch (error) {
        problems.add(`assets.json: not valid (${error instanceof Error ? error.message : String(error)})`)
      }
    }
    problems.throwIfAny()
    const unknownTypes = [
      ...new Set(documents.map(({ doc }) => doc._type).filter((type) => !schema.knows(type) && !type.startsWith('sanity.') && !type.startsWith('system.'))),
    ].sort()
    return { dir, documents, assetUris: await assetUrisIn(dir), assetMap, unknownTypes, close }
  } catch (error) {
    await close()
    throw error
  }
}

/** The asset id Sanity gives a file of the archive: `images/<sha1>-<w>x<h>.<ext>` → `image-<sha1>-<w>x<h>-<ext>`. */
export function assetIdOf(kind: string, uri: string): string | null {
  const name = path.basename(uri)
  const match = /^([a-f0-9]{40}(?:-\d+x\d+)?)\.([a-z0-9]+)$/.exec(name)
  return match ? `${kind}-${match[1]}-${match[2]}` : null
}
