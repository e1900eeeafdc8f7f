import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { assetDir, checksumHeaders, IMAGE_NAME, imageCacheDir } from '../asset-files.ts'
import type { LakeContext } from '../context.ts'
import { LakeError } from '../errors.ts'
import { attachment, IMMUTABLE, writeHead, type LakeRequest, type LakeResponse } from '../http.ts'
import { cacheKey, cachedRender } from '../image-cache.ts'
import { changesPixels, parseImageSpec, type ImageSpec, type OutputFormat } from '../image-params.ts'
import { renderImage } from '../image-transform.ts'
import { mimeTypeOf } from '../../shared/mime.ts'

const OUTPUT_EXTENSION: Record<OutputFormat, string> = { jpg: 'jpg', pjpg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' }

function notFound(): LakeError {
  return new LakeError(404, 'imageNotFound', 'Image not found')
}

function accepts(accept: string, mimeType: string): boolean {
  return accept.split(',').some((part) => {
    const [type, ...params] = part.trim().split(';')
    return type?.trim() === mimeType && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
  })
}

/** The format to render, or null to send the stored bytes untouched. */
function chooseFormat(spec: ImageSpec, source: string, accept: string): OutputFormat | null {
  const pixels = changesPixels(spec)
  // A vector stays a vector unless something asks for pixels: auto=format alone keeps the SVG.
  if (source === 'svg' && !pixels && !spec.format) return null
  let format: OutputFormat
  if (spec.autoFormat) format = accepts(accept, 'image/avif') ? 'avif' : accepts(accept, 'image/webp') ? 'webp' : (spec.format ?? 'webp')
  else format = spec.format ?? (Object.hasOwn(OUTPUT_EXTENSION, source) ? (source as OutputFormat) : 'png')
  return !pixels && format === source ? null : format
}

/** GET /images/{projectId}/{dataset}/{sha1}-{w}x{h}.{ext}[/{vanity}] with Sanity's image parameters. */
export async function handleImage(
  req: LakeRequest,
  res: LakeResponse,
  context: LakeContext,
  url: URL,
  projectId: string,
  dataset: string,
  name: string,
): Promise<void> {
  const match = IMAGE_NAME.exec(name)
  if (projectId !== context.projectId || dataset !== context.dataset || !match) throw notFound()
  const [, sha1, width, height, extension = ''] = match
  if (!context.store.get(`image-${sha1}-${width}x${height}-${extension}`)) throw notFound()
  const source = await readFile(join(assetDir(context.dataDir, dataset, 'images'), name)).catch(() => {
    throw notFound()
  })
  const spec = parseImageSpec(url.searchParams)
  const format = chooseFormat(spec, extension, req.headers.accept ?? '')
  const outputExtension = format ? OUTPUT_EXTENSION[format] : extension
  const body = format
    ? await cachedRender(imageCacheDir(context.dataDir, dataset), cacheKey(url.pathname, url.searchParams, format), outputExtension, () =>
        renderImage(source, extension === 'svg', spec, format),
      )
    : source
  const headers: Record<string, string> = {
    'Content-Type': mimeTypeOf(outputExtension),
    'Content-Length': String(body.length),
    'Cache-Control': IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
  }
  if (outputExtension === 'svg') headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'"
  if (spec.download !== undefined) headers['Content-Disposition'] = attachment(spec.download || `${sha1}-${width}x${height}.${outputExtension}`)
  if (!format) Object.assign(headers, checksumHeaders(body))
  if (spec.autoFormat) res.appendHeader('Vary', 'Accept')
  writeHead(res, 200, headers)
  res.end(body)
}
