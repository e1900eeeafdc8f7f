import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { assetDir, checksumHeaders, FILE_NAME } from '../asset-files.ts'
import type { LakeContext } from '../context.ts'
import { LakeError } from '../errors.ts'
import { attachment, IMMUTABLE, writeHead, type LakeRequest, type LakeResponse } from '../http.ts'
import { mimeTypeOf } from '../../shared/mime.ts'

function notFound(): LakeError {
  return new LakeError(404, 'fileNotFound', 'File not found')
}

/** GET /files/{projectId}/{dataset}/{sha1}.{ext}[/{vanity}]; `?dl[=name]` makes it a download. */
export async function handleFile(
  _req: LakeRequest,
  res: LakeResponse,
  context: LakeContext,
  url: URL,
  projectId: string,
  dataset: string,
  name: string,
): Promise<void> {
  const match = FILE_NAME.exec(name)
  if (projectId !== context.projectId || dataset !== context.dataset || !match) throw notFound()
  const [, sha1, extension = ''] = match
  const asset = context.store.get(`file-${sha1}-${extension}`)
  if (!asset) throw notFound()
  const body = await readFile(join(assetDir(context.dataDir, dataset, 'files'), name)).catch(() => {
    throw notFound()
  })
  const headers: Record<string, string> = {
    'Content-Type': typeof asset.mimeType === 'string' ? asset.mimeType : mimeTypeOf(extension),
    'Content-Length': String(body.length),
    'Cache-Control': IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
    // Uploaded files keep their declared type; a sandbox stops an HTML upload running as this origin.
    'Content-Security-Policy': 'sandbox',
    ...checksumHeaders(body),
  }
  const download = url.searchParams.get('dl')
  if (download !== null) {
    const fallback = typeof asset.originalFilename === 'string' ? asset.originalFilename : name
    headers['Content-Disposition'] = attachment(download || fallback)
  }
  writeHead(res, 200, headers)
  res.end(body)
}
