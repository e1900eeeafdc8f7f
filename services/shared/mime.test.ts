import { describe, expect, it } from 'vitest'
import { contentTypeForExtension, extensionOf, isCompressible, mimeTypeOf } from './mime.ts'

describe('one source of media types for the embedded services', () => {
  it('serves the site files with the types browsers expect', () => {
    expect(contentTypeForExtension('.JS')).toBe('text/javascript; charset=utf-8')
    expect(contentTypeForExtension('.html')).toBe('text/html; charset=utf-8')
    expect(contentTypeForExtension('.data')).toBe('text/x-script; charset=utf-8')
    expect(contentTypeForExtension('.webp')).toBe('image/webp')
    expect(contentTypeForExtension('.woff2')).toBe('font/woff2')
    expect(contentTypeForExtension('.unknown-ext')).toBe('application/octet-stream')
  })

  it('compresses text and SVG, not images that are compressed already', () => {
    expect(isCompressible(contentTypeForExtension('.css'))).toBe(true)
    expect(isCompressible(contentTypeForExtension('.svg'))).toBe(true)
    expect(isCompressible(contentTypeForExtension('.webmanifest'))).toBe(true)
    expect(isCompressible(contentTypeForExtension('.png'))).toBe(false)
  })

  it('names assets as Sanity does', () => {
    expect(mimeTypeOf('jpg')).toBe('image/jpeg')
    expect(mimeTypeOf('pdf')).toBe('application/pdf')
    expect(mimeTypeOf('nope')).toBe('application/octet-stream')
    expect(extensionOf('image/jpeg')).toBe('jpg')
    expect(extensionOf('application/pdf')).toBe('pdf')
    expect(extensionOf('application/x-made-up')).toBeUndefined()
  })
})
