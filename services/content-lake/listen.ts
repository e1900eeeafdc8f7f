/**
 * The listen API's events (what `client.listen()` and Sanity Studio consume): for every document a
 * transaction changed that matches the listener's query, one `mutation` event carrying the net
 * effect (`createOrReplace` of the new document, or `delete`) both as mutations and as a mendoza
 * whole-value patch, with the revision chain (`previousRev` → `resultRev`) the Studio checks.
 */
import { evaluate, parse } from 'groq-js'
import { badRequest } from './errors.ts'
import { flag } from './http.ts'
import type { GroqContext } from './groq.ts'
import type { LakeDocument, TransactionEvent } from './store.ts'

export interface ListenOptions {
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  includeAllVersions: boolean
  effectFormat: 'mendoza' | null
  enableResume: boolean
  visibility: string
}

export interface MutationEventData {
  eventId: string
  documentId: string
  transactionId: string
  transition: 'update' | 'appear' | 'disappear'
  identity: string
  timestamp: string
  visibility: string
  previousRev?: string
  resultRev: string
  mutations?: Record<string, unknown>[]
  result?: LakeDocument
  previous?: LakeDocument | null
  effects?: { apply: unknown[]; revert: unknown[] }
  transactionTotalEvents: number
  transactionCurrentEvent: number
}

export type DocumentMatcher = (doc: LakeDocument) => Promise<boolean>

/**
 * The listen options, with the server's defaults: @sanity/client leaves false options out of the
 * URL (it sends `includeResult=true` unless told not to), except `includeMutations=false`.
 */
export function parseListenOptions(search: URLSearchParams): ListenOptions {
  const effectFormat = search.get('effectFormat')
  if (effectFormat !== null && effectFormat !== 'mendoza') throw badRequest(`Unsupported effectFormat "${effectFormat}": use mendoza`)
  return {
    includeResult: flag(search, 'includeResult'),
    includePreviousRevision: flag(search, 'includePreviousRevision'),
    includeMutations: search.get('includeMutations') === null || flag(search, 'includeMutations'),
    includeAllVersions: flag(search, 'includeAllVersions'),
    effectFormat,
    enableResume: flag(search, 'enableResume'),
    visibility: search.get('visibility') || 'query',
  }
}

/** Whether a document is one the listener's query selects; parsed once, evaluated per document. */
export function compileMatcher(query: string, params: Record<string, unknown>, context: GroqContext, allVersions: boolean): DocumentMatcher {
  let tree
  try {
    tree = parse(query, { params })
  } catch (error) {
    throw badRequest(`Invalid listen query: ${error instanceof Error ? error.message : String(error)}`)
  }
  return async (doc) => {
    if (doc._id.startsWith('versions.') && !allVersions) return false
    const value = await (await evaluate(tree, { dataset: [doc], params, sanity: context })).get()
    return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== false
  }
}

/** A document without its revision: the value a mendoza effect sets. */
export function withoutRev(doc: LakeDocument | null): Record<string, unknown> | null {
  if (!doc) return null
  const { _rev, ...rest } = doc
  return rest
}

/** The events one listener receives for a transaction, in document order. */
export async function eventsFor(
  transaction: TransactionEvent,
  matches: DocumentMatcher,
  options: ListenOptions,
  identity: string,
): Promise<MutationEventData[]> {
  const picked: { id: string; previous: LakeDocument | null; next: LakeDocument | null; transition: MutationEventData['transition'] }[] = []
  for (const [i, id] of transaction.documentIds.entries()) {
    const previous = transaction.previous[i] ?? null
    const next = transaction.next[i] ?? null
    const before = previous !== null && (await matches(previous))
    const after = next !== null && (await matches(next))
    if (!before && !after) continue
    picked.push({ id, previous, next, transition: before && after ? 'update' : after ? 'appear' : 'disappear' })
  }
  return picked.map(({ id, previous, next, transition }, index) => {
    const event: MutationEventData = {
      eventId: `${transaction.transactionId}#${id}`,
      documentId: id,
      transactionId: transaction.transactionId,
      transition,
      identity,
      timestamp: transaction.timestamp,
      visibility: options.visibility,
      resultRev: next?._rev ?? transaction.transactionId,
      // Counted per listener: the Studio buffers a multi-document transaction until all its events arrive.
      transactionTotalEvents: picked.length,
      transactionCurrentEvent: index + 1,
    }
    if (previous) event.previousRev = previous._rev
    if (options.includeMutations) event.mutations = [next ? { createOrReplace: next } : { delete: { id } }]
    if (options.includeResult && next) event.result = next
    if (options.includePreviousRevision) event.previous = previous
    if (options.effectFormat === 'mendoza') event.effects = { apply: [0, withoutRev(next)], revert: [0, withoutRev(previous)] }
    return event
  })
}
