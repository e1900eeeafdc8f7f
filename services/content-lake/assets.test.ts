import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { createImageUrlBuilder } from '@sanity/image-url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { request, startTestLake } from './testing.ts'

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#e0a030"/></svg>')

function photo(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer()
}

async function fetchImage(url: string, accept = '*/*') {
  const response = await fetch(url, { headers: { Accept: accept } })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes, metadata: response.ok ? await sharp(bytes).metadata() : undefined }
}

describe('content lake assets', () => {
  it('uploads an image and describes it as Sanity does', async () => {
    const { client } = await startTestLake()
    const asset = await client.assets.upload('image', await photo(), { filename: 'cardamom.jpg' })
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      extension: 'jpg',
      mimeType: 'image/jpeg',
      originalFilename: 'cardamom.jpg',
      metadata: { dimensions: { width: 640, height: 480, aspectRatio: 640 / 480 }, hasAlpha: false, isOpaque: true },
    })
    expect(asset._id).toBe(`image-${asset.sha1hash}-640x480-jpg`)
    expect(asset.url).toMatch(new RegExp(`/images/embedded/production/${asset.sha1hash}-640x480\\.jpg$`))
    expect(asset.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/)
  })

  it('is idempotent: the same bytes give the same asset document', async () => {
    const { client, lake } = await startTestLake()
    const bytes = await photo()
    const first = await client.assets.upload('image', bytes)
    const second = await client.assets.upload('image', bytes)
    expect(second._id).toBe(first._id)
    expect(second._rev).toBe(first._rev)
    expect(lake.store.documents()).toHaveLength(1)
  })

  it('serves the width and format that @sanity/image-url asks for', async () => {
    const { client, lake } = await startTestLake()
    const asset = await client.assets.upload('image', await photo())
    const builder = createImageUrlBuilder({ projectId: 'embedded', dataset: 'production', baseUrl: lake.url })
    const { response, metadata } = await fetchImage(
      builder
        .image({ asset: { _ref: asset._id } })
        .width(200)
        .format('webp')
        .url(),
    )
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(metadata).toMatchObject({ format: 'webp', width: 200, height: 150 })
  })

  it('negotiates AVIF or WebP for auto=format and varies on Accept', async () => {
    const { client, lake } = await startTestLake()
    const asset = await client.assets.upload('image', await photo())
    const url = createImageUrlBuilder({ projectId: 'embedded', dataset: 'production', baseUrl: lake.url }).image(asset._id).width(100).auto('format').url()
    const avif = await fetchImage(url, 'image/avif,image/webp,*/*')
    expect(avif.response.headers.get('content-type')).toBe('image/avif')
    expect(avif.response.headers.get('vary')).toMatch(/Accept/)
    expect(avif.metadata).toMatchObject({ format: 'heif', width: 100 })
    const webp = await fetchImage(url, 'image/webp,*/*')
    expect(webp.response.headers.get('content-type')).toBe('image/webp')
    const unknown = await fetchImage(url, '*/*')
    expect(unknown.response.headers.get('content-type')).toBe('image/webp')
  })

  it('crops to an exact size with fit=crop, rect and a focal point, and caches renders on disk', async () => {
    const { client, lake, dataDir } = await startTestLake()
    const asset = await client.assets.upload('image', await photo())
    const base = `${lake.url}/images/embedded/production/${asset.sha1hash}-640x480.jpg`
    const cropped = await fetchImage(`${base}?w=300&h=300&fit=crop&crop=focalpoint&fp-x=0.2&fp-y=0.8&fm=png`)
    expect(cropped.metadata).toMatchObject({ format: 'png', width: 300, height: 300 })
    const rect = await fetchImage(`${base}?rect=10,20,100,50&dpr=2&w=50`)
    expect(rect.metadata).toMatchObject({ format: 'jpeg', width: 100, height: 50 })
    const cached = await readdir(join(dataDir, 'lake', 'cache', 'production', 'images'))
    expect(cached).toHaveLength(2)
    const again = await fetchImage(`${base}?fm=png&w=300&fp-y=0.8&h=300&fit=crop&crop=focalpoint&fp-x=0.2`)
    expect(again.bytes.equals(cropped.bytes)).toBe(true)
    expect(await readdir(join(dataDir, 'lake', 'cache', 'production', 'images'))).toHaveLength(2)
  })

  it('serves an SVG untouched without parameters and rasterises it when asked', async () => {
    const { client, lake } = await startTestLake()
    const asset = await client.assets.upload('image', SVG)
    expect(asset).toMatchObject({ extension: 'svg', metadata: { dimensions: { width: 120, height: 60 } } })
    const original = await fetch(asset.url)
    expect(original.headers.get('content-type')).toBe('image/svg+xml')
    expect(Buffer.from(await original.arrayBuffer()).equals(SVG)).toBe(true)
    const raster = await fetchImage(`${lake.url}/${asset.path}?w=480`)
    expect(raster.metadata).toMatchObject({ format: 'png', width: 480, height: 240 })
  })

  it('uploads files and serves them, as attachments when ?dl is given', async () => {
    const { client } = await startTestLake()
    const pdf = Buffer.from('%PDF-1.4 certificate')
    const asset = await client.assets.upload('file', pdf, { filename: 'FSSAI Licence.pdf', contentType: 'application/pdf' })
    expect(asset).toMatchObject({ _type: 'sanity.fileAsset', extension: 'pdf', mimeType: 'application/pdf', size: pdf.length })
    expect(asset._id).toBe(`file-${asset.sha1hash}-pdf`)
    const inline = await fetch(asset.url)
    expect(inline.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await inline.arrayBuffer()).equals(pdf)).toBe(true)
    const download = await fetch(`${asset.url}?dl=`)
    expect(download.headers.get('content-disposition')).toContain('filename="FSSAI Licence.pdf"')
  })

  it('answers 404 JSON for unknown images and 400 for invalid parameters', async () => {
    const { client, lake } = await startTestLake()
    const missing = await request(lake, `/images/embedded/production/${'a'.repeat(40)}-10x10.png?w=5`)
    expect(missing).toMatchObject({ status: 404, body: { error: { type: 'imageNotFound' } } })
    const asset = await client.assets.upload('image', await photo(32, 32))
    const invalid = await request(lake, `/${asset.path}?w=abc`)
    expect(invalid).toMatchObject({ status: 400, body: { error: { description: expect.stringContaining('"w"') } } })
    const notAnImage = await request(lake, '/v2025-02-19/assets/images/production', { method: 'POST', body: 'hello' })
    expect(notAnImage).toMatchObject({ status: 400, body: { error: { type: 'httpBadRequest' } } })
  })
})
