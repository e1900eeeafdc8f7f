import { createHash } from 'node:crypto'
import { access, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { assetDir, fileFileName, imageFileName, publicAssetPath } from './asset-files.ts'
import { writeFileAtomic } from './atomic-file.ts'
import { badRequest } from './errors.ts'
import { randomKey } from './ids.ts'
import type { JsonObject } from './json.ts'
import { extensionOf, mimeTypeOf } from '../shared/mime.ts'
import type { DocumentContent } from './store.ts'

export interface AssetTarget {
  dataDir: string
  projectId: string
  dataset: string
  publicUrl: string
}

/** Optional upload fields Sanity copies from the query string onto the asset document. */
export function uploadFields(search: URLSearchParams): JsonObject {
  const fields: JsonObject = {}
  for (const name of ['label', 'title', 'description', 'creditLine']) {
    const value = search.get(name)
    if (value) fields[name] = value
  }
  const sourceName = search.get('sourceName')
  const sourceId = search.get('sourceId')
  const sourceUrl = search.get('sourceUrl')
  if (sourceName && sourceId) fields.source = { name: sourceName, id: sourceId, ...(sourceUrl ? { url: sourceUrl } : {}) }
  return fields
}

function imageFormatOf(metadata: Metadata): string | undefined {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : undefined
  const names: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', svg: 'svg', tiff: 'tif' }
  return names[metadata.format]
}

async function storeBytes(dir: string, name: string, bytes: Buffer): Promise<void> {
  const file = join(dir, name)
  // Content-addressed: an existing file already holds exactly these bytes.
  if (
    await access(file).then(
      () => true,
      () => false,
    )
  )
    return
  await mkdir(dir, { recursive: true })
  await writeFileAtomic(file, bytes)
}

async function lqipOf(bytes: Buffer, hasAlpha: boolean): Promise<string> {
  const tiny = sharp(bytes).autoOrient().resize(20, 20, { fit: 'inside' })
  const output = hasAlpha ? await tiny.png().toBuffer() : await tiny.jpeg({ quality: 40 }).toBuffer()
  return `data:image/${hasAlpha ? 'png' : 'jpeg'};base64,${output.toString('base64')}`
}

function sha1Of(bytes: Buffer): string {
  return createHash('sha1').update(bytes).digest('hex')
}

/** Reads an uploaded image, stores its bytes, and returns its `sanity.imageAsset` document. */
export async function ingestImage(bytes: Buffer, filename: string | null, target: AssetTarget): Promise<DocumentContent> {
  let metadata: Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch {
    throw badRequest('Invalid image: could not read its format and dimensions')
  }
  const extension = imageFormatOf(metadata)
  const { width, height } = metadata.autoOrient
  if (!extension || !width || !height) throw badRequest(`Unsupported image format "${metadata.format}"`)
  const sha1 = sha1Of(bytes)
  const name = imageFileName(sha1, width, height, extension)
  await storeBytes(assetDir(target.dataDir, target.dataset, 'images'), name, bytes)
  const path = publicAssetPath('images', target.projectId, target.dataset, name)
  const { isOpaque } = await sharp(bytes).stats()
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: mimeTypeOf(extension),
    size: bytes.length,
    ...(filename ? { originalFilename: filename } : {}),
    path,
    url: `${target.publicUrl}/${path}`,
    uploadId: randomKey(32),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      lqip: await lqipOf(bytes, metadata.hasAlpha),
      hasAlpha: metadata.hasAlpha,
      isOpaque,
    },
  }
}

function fileExtension(filename: string | null, contentType: string): string {
  const fromName = filename && /\.([A-Za-z0-9]{1,10})$/.exec(filename)?.[1]
  return fromName ? fromName.toLowerCase() : (extensionOf(contentType) ?? 'bin')
}

/** Stores an uploaded file and returns its `sanity.fileAsset` document. */
export async function ingestFile(bytes: Buffer, filename: string | null, contentTypeHeader: string | undefined, target: AssetTarget): Promise<DocumentContent> {
  const contentType = (contentTypeHeader ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  const extension = fileExtension(filename, contentType)
  const declared = contentType && contentType !== 'application/octet-stream' ? contentType : undefined
  const sha1 = sha1Of(bytes)
  const name = fileFileName(sha1, extension)
  await storeBytes(assetDir(target.dataDir, target.dataset, 'files'), name, bytes)
  const path = publicAssetPath('files', target.projectId, target.dataset, name)
  return {
    _id: `file-${sha1}-${extension}`,
    _type: 'sanity.fileAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: declared ?? mimeTypeOf(extension),
    size: bytes.length,
    ...(filename ? { originalFilename: filename } : {}),
    path,
    url: `${target.publicUrl}/${path}`,
    uploadId: randomKey(32),
  }
}
