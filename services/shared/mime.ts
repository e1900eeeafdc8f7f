/**
 * One source of media types for every embedded service (the static site server, the content lake's
 * assets and images): the `mime-types` database, with the few answers this project needs different.
 */
import mime from 'mime-types'

// JavaScript is text/javascript (RFC 9239); `.data` is React Router's pre-rendered route data,
// a script the browser fetches; the icon under the name browsers know.
const SERVED_AS: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
}

/** The Content-Type to serve a file with, by its extension (".js"); unknown ones are octet streams. */
export function contentTypeForExtension(ext: string): string {
  const key = ext.toLowerCase()
  return SERVED_AS[key] ?? (mime.contentType(key) || 'application/octet-stream')
}

/** Text types worth compressing; images other than SVG are compressed already. */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|manifest\+json|javascript)|image\/svg\+xml)/.test(type)
}

/** The media type of an asset by its extension without the dot ("jpg"), as Sanity records it. */
export function mimeTypeOf(extension: string): string {
  return mime.lookup(extension) || 'application/octet-stream'
}

/** The extension Sanity gives an asset of this media type ("jpg" for JPEG, as in its asset ids). */
export function extensionOf(mimeType: string): string | undefined {
  if (mimeType === 'image/jpeg') return 'jpg'
  return mime.extension(mimeType) || undefined
}
