import { randomBytes, randomUUID } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const DOCUMENT_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/

/** A random base62 string, the shape Sanity uses for revisions and transaction ids. */
export function randomKey(length = 22): string {
  let out = ''
  for (const byte of randomBytes(length)) out += ALPHABET.charAt(byte % ALPHABET.length)
  return out
}

export function isValidDocumentId(id: string): boolean {
  return DOCUMENT_ID.test(id) && !id.includes('..')
}

/** Sanity's rule: no id means a fresh one, an id ending in `.` is a prefix for a fresh one. */
export function resolveNewDocumentId(id: unknown): unknown {
  if (id === undefined) return randomUUID()
  if (typeof id === 'string' && id.endsWith('.')) return `${id}${randomUUID()}`
  return id
}

export function isDraftId(id: string): boolean {
  return id.startsWith('drafts.')
}

/** Drafts and release versions (`versions.r1.x`) are never part of the published perspective. */
export function isPublishedId(id: string): boolean {
  return !isDraftId(id) && !id.startsWith('versions.')
}

export function publishedIdOf(id: string): string {
  return isDraftId(id) ? id.slice('drafts.'.length) : id
}

/** Whether anyone may read it: published documents, not drafts, versions or system documents (`_.…`). */
export function isPublicId(id: string): boolean {
  return isPublishedId(id) && !id.startsWith('_.')
}
