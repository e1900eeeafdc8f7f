import { createHash } from 'node:crypto'
import { join } from 'node:path'

/** Where asset bytes live on disk and how their public paths are spelled (one place for both). */
export const IMAGE_NAME = /^([a-f0-9]{40})-(\d{1,5})x(\d{1,5})\.([a-z0-9]{1,10})$/
export const FILE_NAME = /^([a-f0-9]{40})\.([a-z0-9]{1,10})$/

export function assetDir(dataDir: string, dataset: string, kind: 'images' | 'files'): string {
  return join(dataDir, 'lake', 'assets', dataset, kind)
}

export function imageCacheDir(dataDir: string, dataset: string): string {
  return join(dataDir, 'lake', 'cache', dataset, 'images')
}

export function imageFileName(sha1: string, width: number, height: number, extension: string): string {
  return `${sha1}-${width}x${height}.${extension}`
}

export function fileFileName(sha1: string, extension: string): string {
  return `${sha1}.${extension}`
}

export function publicAssetPath(kind: 'images' | 'files', projectId: string, dataset: string, name: string): string {
  return `${kind}/${projectId}/${dataset}/${name}`
}

/** The stored bytes' checksums, as Sanity's CDN sends them: @sanity/export verifies a download by them. */
export function checksumHeaders(body: Buffer): Record<string, string> {
  return {
    'X-Sanity-SHA1': createHash('sha1').update(body).digest('hex'),
    'X-Sanity-MD5': createHash('md5').update(body).digest('hex'),
  }
}
