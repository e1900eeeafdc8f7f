/**
 * A dataset as one file, in Sanity's own export format (a gzip tarball with `data.ndjson`,
 * `images/`, `files/` and `assets.json`), written by Sanity's export library: what
 * `sanity dataset export` writes, so the file imports into the embedded lake or a hosted project.
 */
import { rename, rm, stat } from 'node:fs/promises'
import { exportDataset, type ExportProgress, type SanityClientLike } from '@sanity/export'
import { list } from 'tar'

export interface ArchiveSummary {
  file: string
  /** Documents, drafts included (asset documents travel as files with `assets.json`). */
  documents: number
  drafts: number
  images: number
  files: number
  bytes: number
}

export interface WriteArchiveOptions {
  client: SanityClientLike
  dataset: string
  file: string
  /** Drafts and release versions too (default true). */
  drafts?: boolean
  onProgress?: (progress: ExportProgress) => void
}

/** How many images and files an archive holds: counted from the file itself. */
export async function countAssets(file: string): Promise<{ images: number; files: number }> {
  const counts = { images: 0, files: 0 }
  await list({
    file,
    onReadEntry: (entry) => {
      if (entry.type !== 'File') return
      const folder = entry.path.split('/').at(-2)
      if (folder === 'images') counts.images += 1
      else if (folder === 'files') counts.files += 1
    },
  })
  return counts
}

/**
 * Exports the dataset to `file`. It is written beside it first and renamed when complete, so an
 * interrupted export never leaves a partial archive under the name asked for.
 */
export async function writeArchive(options: WriteArchiveOptions): Promise<ArchiveSummary> {
  const partial = `${options.file}.partial`
  let documents = 0
  let drafts = 0
  try {
    await exportDataset({
      client: options.client,
      dataset: options.dataset,
      outputPath: partial,
      drafts: options.drafts ?? true,
      assetConcurrency: 4,
      filterDocument: (doc) => {
        documents += 1
        if (doc._id.startsWith('drafts.') || doc._id.startsWith('versions.')) drafts += 1
        return true
      },
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    })
    await rename(partial, options.file)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
  const [assets, info] = await Promise.all([countAssets(options.file), stat(options.file)])
  return { file: options.file, documents, drafts, ...assets, bytes: info.size }
}
