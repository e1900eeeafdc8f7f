import { createHash } from 'node:crypto'
import { canReadDrafts, requestIdentity } from '../access.ts'
import { requireDataset, type LakeContext } from '../context.ts'
import { openTransactionStream, sse } from '../event-stream.ts'
import { flag, type LakeRequest, type LakeResponse } from '../http.ts'
import { isPublicId } from '../ids.ts'
import type { TransactionEvent } from '../store.ts'

/**
 * The sync tag of a dataset, as queries answer it in `syncTags` and live events name it. One tag for
 * the whole dataset: a shop this size refetches every open query on any change, which stays cheap
 * and is never stale.
 */
export function syncTagFor(projectId: string, dataset: string): string {
  return `s1:${createHash('sha256').update(`${projectId}.${dataset}`).digest('base64url').slice(0, 6)}`
}

/** Whether a reader of this stream may learn of the transaction: drafts only with `includeDrafts`. */
function visible(transaction: TransactionEvent, includeDrafts: boolean): boolean {
  return includeDrafts || transaction.documentIds.some((id) => isPublicId(id))
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
  const stream = openTransactionStream(res, context, (transaction) => {
    if (visible(transaction, includeDrafts)) stream.write(sse('message', { tags: [tag] }, transaction.transactionId))
  })
  const resumed = req.headers['last-event-id'] !== undefined
  stream.write(sse(resumed ? 'restart' : 'welcome', {}))
  await stream.done
}
