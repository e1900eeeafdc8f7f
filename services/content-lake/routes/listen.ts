import { canReadDrafts, requestIdentity } from '../access.ts'
import { requireDataset, type LakeContext } from '../context.ts'
import { badRequest } from '../errors.ts'
import { openTransactionStream, sse } from '../event-stream.ts'
import type { LakeRequest, LakeResponse } from '../http.ts'
import { LOCAL_EDITOR } from '../identity.ts'
import { isPublicId, randomKey } from '../ids.ts'
import { compileMatcher, eventsFor, parseListenOptions, type DocumentMatcher, type ListenOptions } from '../listen.ts'
import type { TransactionEvent } from '../store.ts'
import { paramsFromSearch } from './query.ts'

/**
 * Where a reconnecting listener resumes: the transactions after its Last-Event-ID, or null when
 * that transaction has left the log (the listener must start over from a fresh fetch).
 */
function missedSince(log: readonly TransactionEvent[], lastEventId: string): TransactionEvent[] | null {
  const transactionId = lastEventId.split('#')[0]
  const index = log.findIndex((event) => event.transactionId === transactionId)
  return index === -1 ? null : log.slice(index + 1)
}

/** The first event: `welcome`, or for a resumable reconnect `welcomeback` (with what was missed) or `reset`. */
function opening(req: LakeRequest, context: LakeContext, options: ListenOptions): { event: string; missed: TransactionEvent[] } {
  const header = req.headers['last-event-id']
  const lastEventId = Array.isArray(header) ? header[0] : header
  if (!lastEventId || !options.enableResume) return { event: 'welcome', missed: [] }
  const missed = missedSince(context.store.log(), lastEventId)
  return missed ? { event: 'welcomeback', missed } : { event: 'reset', missed: [] }
}

/** GET /v*\/data/listen/{dataset}?query=…: server-sent events until the client or the lake goes away. */
export async function handleListen(req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, dataset: string): Promise<void> {
  requireDataset(context, dataset)
  const query = url.searchParams.get('query')
  if (!query) throw badRequest('The listen query is missing')
  const options = parseListenOptions(url.searchParams)
  const readsDrafts = canReadDrafts(requestIdentity(req, context))
  const matches = compileMatcher(query, paramsFromSearch(url.searchParams), { projectId: context.projectId, dataset }, options.includeAllVersions)
  // Anonymous listeners hear about published documents only, whatever their query selects.
  const matcher: DocumentMatcher = readsDrafts ? matches : async (doc) => isPublicId(doc._id) && (await matches(doc))
  const { event, missed } = opening(req, context, options)

  // Transactions are turned into events one after another, so they reach the client in commit order.
  let chain = Promise.resolve()
  const send = (transaction: TransactionEvent) => {
    chain = chain
      .then(async () => {
        const events = await eventsFor(transaction, matcher, options, LOCAL_EDITOR.id)
        for (const data of events) stream.write(sse('mutation', data, data.eventId))
      })
      .catch((error: unknown) => {
        stream.write(sse('channelError', { message: error instanceof Error ? error.message : 'Listener failed' }))
      })
  }
  const stream = openTransactionStream(res, context, send)
  stream.write(sse(event, { listenerName: `embedded-${randomKey(10)}` }))
  for (const transaction of missed) send(transaction)
  await stream.done
}
