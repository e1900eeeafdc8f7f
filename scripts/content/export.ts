/**
 * `npm run content:export -- <file.tar.gz> [--no-drafts] [--overwrite]`: the whole dataset, drafts
 * included, as one archive in Sanity's export format (services/content-lake/archive.ts). From the
 * embedded lake by default (started for the command if it is not running), or from a real project
 * with SANITY_PROJECT_ID, SANITY_DATASET and SANITY_READ_TOKEN (docs/decisions/027).
 */
import { access, stat } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createClient } from '@sanity/client'
import { writeArchive, type ArchiveSummary } from '../../services/content-lake/archive.ts'
import { readLakeToken } from '../../services/content-lake/token.ts'
import { runCli, UserError } from '../../services/shared/cli.ts'
import { toolConfig } from '../../services/shared/config.ts'
import { withEmbeddedLake } from '../lib/services.ts'
import { resolveTarget, type ContentTarget } from '../lib/target.ts'
import { formatBytes, progressPrinter } from './progress.ts'
import { explainFailure } from './failures.ts'

export function summaryLine(summary: ArchiveSummary, shownPath: string): string {
  const drafts = summary.drafts > 0 ? ` (${summary.drafts} of them drafts)` : ''
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  return `Exported ${plural(summary.documents, 'document')}${drafts}, ${plural(summary.images, 'image')} and ${plural(summary.files, 'file')} to ${shownPath} (${formatBytes(summary.bytes)}).`
}

async function checkOutput(file: string, overwrite: boolean): Promise<void> {
  const folder = path.dirname(file)
  const info = await stat(folder).catch(() => null)
  if (!info?.isDirectory()) throw new UserError(`Cannot write ${file}: the folder ${folder} does not exist.`)
  const exists = await access(file).then(
    () => true,
    () => false,
  )
  if (exists && !overwrite) throw new UserError(`${file} already exists: choose another name, or add --overwrite to replace it.`)
}

async function exportTo(target: ContentTarget, file: string, drafts: boolean): Promise<ArchiveSummary> {
  console.log(`Exporting ${target.kind === 'embedded' ? `the embedded content lake (${target.label})` : target.label} to ${file}…`)
  try {
    return await writeArchive({ client: createClient(target.client), dataset: target.client.dataset, file, drafts, onProgress: progressPrinter() })
  } catch (error) {
    throw explainFailure(error, target, 'export')
  }
}

if (import.meta.main) {
  runCli(async () => {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      allowNegative: true,
      options: { drafts: { type: 'boolean', default: true }, overwrite: { type: 'boolean', default: false } },
    })
    if (positionals.length !== 1) throw new UserError('Name the archive to write: npm run content:export -- site.tar.gz [--no-drafts] [--overwrite]')
    const file = path.resolve(positionals[0]!)
    const config = toolConfig()
    const target = () => resolveTarget(process.env, config.lakeUrl, () => readLakeToken(config.dataDir), 'export')
    const first = target()
    await checkOutput(file, values.overwrite)
    const summary =
      first.kind === 'embedded' ? await withEmbeddedLake(config, () => exportTo(target(), file, values.drafts)) : await exportTo(first, file, values.drafts)
    console.log(summaryLine(summary, positionals[0]!))
  })
}
