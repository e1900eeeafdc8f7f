/**
 * `npm run content:import -- <file.tar.gz> [--replace | --missing] [--yes]`: an export archive
 * (ours, a backup, or one `sanity dataset export` wrote) into the embedded lake (started for the
 * command if it is not running) or a real project (SANITY_PROJECT_ID, SANITY_DATASET,
 * SANITY_WRITE_TOKEN), through Sanity's import library. The archive is checked whole first; into
 * a dataset that holds documents, the command shows what would change and asks (docs/decisions/027).
 */
import path from 'node:path'
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { createClient, type SanityClient } from '@sanity/client'
import { sanityImport } from '@sanity/import'
import { readLakeToken } from '../../services/content-lake/token.ts'
import { runCli, UserError } from '../../services/shared/cli.ts'
import { toolConfig } from '../../services/shared/config.ts'
import { withEmbeddedLake } from '../lib/services.ts'
import { resolveTarget, type ContentTarget } from '../lib/target.ts'
import { openArchive, type ArchiveDocument, type OpenArchive } from './archive-reader.ts'
import { explainFailure } from './failures.ts'
import { planImport, writesOf, type ImportMode, type ImportPlan } from './import-plan.ts'
import { progressPrinter } from './progress.ts'

export interface ImportRequest {
  file: string
  mode: ImportMode
  target: ContentTarget
  /** Asked before writing into a dataset that holds documents; null: nobody can answer (no --yes, no terminal). */
  confirm: ((question: string) => Promise<boolean>) | null
  log?: (line: string) => void
}

export interface ImportReport {
  written: boolean
  added: number
  replaced: number
  finished: number
  same: number
  kept: number
  images: number
  files: number
}

const ID_CHUNK = 200
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
const idList = (entries: readonly ArchiveDocument[], limit = 8) =>
  entries
    .slice(0, limit)
    .map(({ doc }) => doc._id)
    .join(', ') + (entries.length > limit ? `, … (${entries.length - limit} more)` : '')

async function storedDocuments(client: SanityClient, ids: string[]): Promise<Map<string, unknown>> {
  const stored = new Map<string, unknown>()
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const found = await client.fetch<{ _id: string }[]>('*[_id in $ids]', { ids: ids.slice(i, i + ID_CHUNK) }, { perspective: 'raw' })
    for (const doc of found) stored.set(doc._id, doc)
  }
  return stored
}

async function assetHashes(client: SanityClient): Promise<{ images: Set<string>; files: Set<string> }> {
  const assets = await client.fetch<{ _type: string; sha1hash?: string }[]>(
    '*[_type in ["sanity.imageAsset", "sanity.fileAsset"]]{_type, sha1hash}',
    {},
    { perspective: 'raw' },
  )
  const of = (type: string) => new Set(assets.filter((asset) => asset._type === type).map((asset) => asset.sha1hash ?? ''))
  return { images: of('sanity.imageAsset'), files: of('sanity.fileAsset') }
}

async function requireDataset(client: SanityClient, target: ContentTarget): Promise<void> {
  const datasets = await client.datasets.list()
  if (!datasets.some((dataset) => dataset.name === target.client.dataset)) {
    const names = datasets.map((dataset) => dataset.name).join(', ') || 'none'
    throw new UserError(`${target.label}: the dataset "${target.client.dataset}" does not exist (datasets: ${names}). Create it first, or set SANITY_DATASET.`)
  }
}

function describePlan(archive: OpenArchive, plan: ImportPlan, mode: ImportMode, holding: number, label: string): string[] {
  const images = archive.assetUris.filter((uri) => uri.startsWith('image#')).length
  const files = archive.assetUris.length - images
  const lines = [`The archive holds ${plural(archive.documents.length, 'document')}, ${plural(images, 'image')} and ${plural(files, 'file')}.`]
  lines.push(`Into ${label} (${plural(holding, 'document')} now) this import would:`)
  if (plan.add.length) lines.push(`  add ${plural(plan.add.length, 'document')}: ${idList(plan.add)}`)
  if (plan.differ.length && mode === 'replace')
    lines.push(`  replace ${plural(plan.differ.length, 'document')} with the archive's version: ${idList(plan.differ)}`)
  if (plan.resume.length && mode !== 'create')
    lines.push(`  finish ${plural(plan.resume.length, 'document')} an interrupted import left half-done: ${idList(plan.resume)}`)
  if (plan.differ.length && mode === 'missing')
    lines.push(`  keep ${plural(plan.differ.length, 'document')} that differ from the archive as they are (--missing)`)
  if (plan.same.length) lines.push(`  leave ${plural(plan.same.length, 'document')} that already match the archive`)
  lines.push('  upload the images and files the dataset does not hold yet; documents not in the archive stay as they are.')
  if (archive.unknownTypes.length) lines.push(`Documents of types the Studio does not define are imported as they are: ${archive.unknownTypes.join(', ')}.`)
  return lines
}

async function runImport(
  client: SanityClient,
  archive: OpenArchive,
  documents: ArchiveDocument[],
  operation: 'create' | 'createIfNotExists' | 'createOrReplace',
  target: ContentTarget,
  withAssets: boolean,
) {
  return sanityImport(
    documents.map(({ doc }) => structuredClone(doc)),
    {
      client,
      operation,
      assetsBase: archive.dir,
      assetMap: archive.assetMap as never,
      ...(withAssets ? { unreferencedAssets: archive.assetUris } : {}),
      // The lake stores assets by their bytes: an upload of a file it holds answers the stored one.
      // (The library's own existence check asks over HTTPS only, which the lake's plain listener is not.)
      replaceAssets: target.kind === 'embedded',
      tag: 'content.import',
      onProgress: progressPrinter(),
    },
  )
}

export async function importContent(request: ImportRequest): Promise<ImportReport> {
  const log = request.log ?? console.log
  const { target, mode } = request
  const archive = await openArchive(request.file)
  const nothing: ImportReport = { written: false, added: 0, replaced: 0, finished: 0, same: 0, kept: 0, images: 0, files: 0 }
  try {
    const client = createClient(target.client)
    let plan: ImportPlan
    let holding: number
    let before: { images: Set<string>; files: Set<string> }
    try {
      await requireDataset(client, target)
      plan = planImport(
        archive.documents,
        await storedDocuments(
          client,
          archive.documents.map(({ doc }) => doc._id),
        ),
      )
      holding = await client.fetch<number>('count(*[!(_id in path("_.**"))])', {}, { perspective: 'raw' })
      before = await assetHashes(client)
    } catch (error) {
      throw explainFailure(error, target, 'import')
    }
    const inTheWay = mode === 'create' ? [...plan.differ, ...plan.resume] : []
    if (inTheWay.length > 0) {
      throw new UserError(
        `${plural(inTheWay.length, 'document')} of ${path.basename(request.file)} ${inTheWay.length === 1 ? 'is' : 'are'} already in ${target.label} with other content (${idList(inTheWay, 5)}). ` +
          'Nothing was written. Add --replace to overwrite them with the archive, or --missing to add only what is not there.',
      )
    }
    const writes = writesOf(plan, mode)
    if (writes.create.length + writes.createOrReplace.length === 0) {
      const kept = plan.differ.length ? `; ${plural(plan.differ.length, 'document')} that differ are kept (--missing)` : ''
      log(`Nothing to import: ${target.label} already holds the archive's ${plural(plan.same.length, 'document')} as they are${kept}.`)
      return { ...nothing, same: plan.same.length, kept: plan.differ.length }
    }
    for (const line of describePlan(archive, plan, mode, holding, target.label)) log(line)
    if (holding > 0) {
      if (!request.confirm) throw new UserError(`${target.label} is not empty: run again with --yes to import without being asked. Nothing was written.`)
      if (!(await request.confirm('Import these changes? [y/N] '))) {
        log('Nothing was written.')
        return nothing
      }
    }
    const interrupted = () => {
      process.stderr.write(`\nImport interrupted. What was written stays; run \`npm run content:import -- ${request.file} --missing\` to finish it.\n`)
      process.exit(130)
    }
    process.once('SIGINT', interrupted)
    let warnings: { message: string }[] = []
    try {
      const first = mode === 'missing' ? 'createIfNotExists' : 'create'
      const created = await runImport(client, archive, writes.create, first, target, true)
      warnings = created.warnings
      if (writes.createOrReplace.length > 0) {
        const replaced = await runImport(client, archive, writes.createOrReplace, 'createOrReplace', target, false)
        warnings = [...warnings, ...replaced.warnings]
      }
    } catch (error) {
      const explained = explainFailure(error, target, 'import')
      throw new UserError(
        `${explained.message}\nPart of the archive may have been written: run \`npm run content:import -- ${request.file} --missing\` to finish it.`,
      )
    } finally {
      process.off('SIGINT', interrupted)
    }
    for (const warning of warnings) log(`Warning: ${warning.message}`)
    const after = await assetHashes(client)
    const written = [...writes.create, ...writes.createOrReplace]
    const present = await storedDocuments(
      client,
      written.map(({ doc }) => doc._id),
    )
    const lost = written.filter(({ doc }) => !present.has(doc._id))
    if (lost.length > 0) throw new UserError(`The import did not write ${plural(lost.length, 'document')} (${idList(lost, 5)}): run it again with --missing.`)
    return {
      written: true,
      added: plan.add.length,
      replaced: mode === 'replace' ? plan.differ.length : 0,
      finished: plan.resume.length,
      same: plan.same.length,
      kept: mode === 'missing' ? plan.differ.length : 0,
      images: [...after.images].filter((hash) => !before.images.has(hash)).length,
      files: [...after.files].filter((hash) => !before.files.has(hash)).length,
    }
  } finally {
    await archive.close()
  }
}

export function reportLine(report: ImportReport, file: string, label: string): string {
  const parts = [`added ${plural(report.added, 'document')}`]
  if (report.replaced) parts.push(`replaced ${report.replaced}`)
  if (report.finished) parts.push(`finished ${report.finished} left half-done`)
  const uploaded = `uploaded ${plural(report.images, 'image')} and ${plural(report.files, 'file')}`
  const untouched = [report.same ? `${report.same} already matched` : '', report.kept ? `${report.kept} kept as they were` : ''].filter(Boolean)
  return `Imported ${file} into ${label}: ${parts.join(', ')}; ${uploaded}.${untouched.length ? ` ${untouched.join(', ')}.` : ''}`
}

async function askOnTerminal(question: string): Promise<boolean> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout })
  try {
    return /^y(es)?$/i.test((await terminal.question(question)).trim())
  } finally {
    terminal.close()
  }
}

if (import.meta.main) {
  runCli(async () => {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        replace: { type: 'boolean', default: false },
        missing: { type: 'boolean', default: false },
        yes: { type: 'boolean', short: 'y', default: false },
      },
    })
    if (positionals.length !== 1) throw new UserError('Name the archive to import: npm run content:import -- site.tar.gz [--replace | --missing] [--yes]')
    if (values.replace && values.missing)
      throw new UserError('Choose one of --replace (overwrite what differs) and --missing (add only what is not there), not both.')
    const mode: ImportMode = values.replace ? 'replace' : values.missing ? 'missing' : 'create'
    const file = path.resolve(positionals[0]!)
    const config = toolConfig()
    const target = () => resolveTarget(process.env, config.lakeUrl, () => readLakeToken(config.dataDir), 'import')
    const confirm = values.yes ? async () => true : process.stdin.isTTY ? askOnTerminal : null
    const run = async () => {
      const resolved = target()
      const report = await importContent({ file, mode, target: resolved, confirm })
      if (report.written) console.log(reportLine(report, positionals[0]!, resolved.label))
    }
    if (target().kind === 'embedded') await withEmbeddedLake(config, run)
    else await run()
  })
}
