import { createHash } from 'node:crypto'
import { canReadDrafts, requestIdentity } from '../access.ts'
import { requireDataset, type LakeContext } from '../context.ts'
import { flag, onClose, writeChunk, writeHead, type LakeRequest, type LakeResponse } from '../http.ts'
import { isPublishedId } from '../ids.ts'
import type { TransactionEvent } from '../store.ts'

const KEEP_ALIVE_MS = 20_000

/**
 * The sync tag of a dataset, as queries answer it in `syncTags` and live events name it. One tag for
 * the whole dataset: a shop this size refetches every open query on any change, which stays cheap
 * and is never stale.
 */
export function syncTagFor(projectId: string, dataset: string): string {
  return `s1:${createHash('sha256').update(`${projectId}.${dataset}`).digest('base64url').slice(0, 6)}`
}

function sse(event: string, data: unknown, id?: string): string {
  return `event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`
}

/** Whether a reader of this stream may learn of the transaction: drafts only with `includeDrafts`. */
function visible(transaction: TransactionEvent, includeDrafts: boolean): boolean {
  return includeDrafts || transaction.documentIds.some((id) => isPublishedId(id))
}

/**
 * GET /v*\/data/live/events/{dataset}[?includeDrafts=true]: Sanity's Live Content API. `welcome` on
 * connect, then a `message` with the changed sync tags after each visible transaction. A resumed
 * connection (Last-Event-ID) gets `restart`: the lake keeps no event history for this stream, so the
 * client refetches everything, as Sanity asks of clients after a restart.
 *
 * Access: `includeDrafts` counts only for the Studio's session or the lake token, like drafts in
 * queries; an anonymous reader asking for it hears of published changes only.
 */
export async function handleLiveEvents(req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, dataset: string): Promise<void> {
  requireDataset(context, dataset)
  const includeDrafts = flag(url.searchParams, 'includeDrafts') && canReadDrafts(requestIdentity(req, context))
  const tag = syncTagFor(context.projectId, dataset)
  let open = true
  const send = (transaction: TransactionEvent) => {
    if (open && visible(transaction, includeDrafts)) writeChunk(res, sse('message', { tags: [tag] }, transaction.transactionId))
  }
  context.store.events.on('transaction', send)
  const keepAlive = setInterval(() => writeChunk(res, ': keep-alive\n\n'), KEEP_ALIVE_MS)
  const close = () => {
    if (!open) return
    open = false
    clearInterval(keepAlive)
    context.store.events.off('transaction', send)
    context.shutdown.removeEventListener('abort', close)
    res.end()
  }
  onClose(res, close)
  context.shutdown.addEventListener('abort', close)

  writeHead(res, 200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
  })
  const resumed = req.headers['last-event-id'] !== undefined
  writeChunk(res, sse(resumed ? 'restart' : 'welcome', {}))
  await new Promise<void>((resolve) => onClose(res, resolve))
}
