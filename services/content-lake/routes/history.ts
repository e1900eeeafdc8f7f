import { requireDraftAccess } from '../access.ts'
import { requireDataset, type LakeContext } from '../context.ts'
import { badRequest, LakeError } from '../errors.ts'
import { flag, sendJson, writeHead, type LakeRequest, type LakeResponse } from '../http.ts'
import { LOCAL_EDITOR } from '../identity.ts'
import { RELEASE_PREFIX } from '../releases.ts'
import { withoutRev } from '../listen.ts'
import type { TransactionEvent } from '../store.ts'

function idsOf(url: URL): Set<string> {
  const raw = url.pathname.split('/transactions/')[1] ?? ''
  try {
    return new Set(raw.split(',').map(decodeURIComponent).filter(Boolean))
  } catch {
    throw badRequest('Malformed document id in the URL')
  }
}

/** The transactions of the lake's recent log that touched `ids`, in the window and order asked for. */
function transactionsFor(log: readonly TransactionEvent[], ids: Set<string>, search: URLSearchParams): TransactionEvent[] {
  let found = log.filter((event) => event.documentIds.some((id) => ids.has(id)))
  const from = search.get('fromTransaction')
  const to = search.get('toTransaction')
  if (from)
    found = found.slice(
      Math.max(
        0,
        found.findIndex((event) => event.transactionId === from),
      ),
    )
  if (to) {
    const end = found.findIndex((event) => event.transactionId === to)
    if (end >= 0) found = found.slice(0, end + 1)
  }
  if (flag(search, 'reverse')) found = found.toReversed()
  const limit = Number(search.get('limit'))
  return Number.isInteger(limit) && limit > 0 ? found.slice(0, limit) : found
}

/**
 * GET /v*\/data/history/{dataset}/{documents|transactions|events}/…: the lake keeps only the
 * transactions of its current run (store.ts). A release's activity is built from its document's
 * recent transactions, so those are answered, with mendoza effects as Sanity's history API does. A
 * document's timeline would need every revision since it was created: those answer empty, and the
 * Studio shows no past revisions rather than wrong ones.
 */
export async function handleHistory(req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, dataset: string, kind: string): Promise<void> {
  requireDataset(context, dataset)
  requireDraftAccess(req, context)
  if (kind === 'documents') sendJson(res, 200, { documents: [] })
  else if (kind === 'events') sendJson(res, 200, { events: {}, nextCursor: '' })
  else if (kind === 'transactions') {
    const ids = new Set([...idsOf(url)].filter((id) => id.startsWith(RELEASE_PREFIX)))
    // Effects come with `effectFormat=mendoza`; `excludeContent` leaves out documents, not effects.
    const withEffects = url.searchParams.get('effectFormat') === 'mendoza'
    const lines = transactionsFor(context.store.log(), ids, url.searchParams).map((event) => {
      const documentIDs = event.documentIds.filter((id) => ids.has(id))
      const transaction: Record<string, unknown> = { id: event.transactionId, timestamp: event.timestamp, author: LOCAL_EDITOR.id, documentIDs }
      if (withEffects) {
        transaction.effects = Object.fromEntries(
          documentIDs.map((id) => {
            const i = event.documentIds.indexOf(id)
            return [id, { apply: [0, withoutRev(event.next[i] ?? null)], revert: [0, withoutRev(event.previous[i] ?? null)] }]
          }),
        )
      }
      return `${JSON.stringify(transaction)}\n`
    })
    const body = Buffer.from(lines.join(''))
    writeHead(res, 200, { 'Content-Type': 'application/x-ndjson', 'Content-Length': body.length, 'Cache-Control': 'no-store' })
    res.end(body)
  } else throw new LakeError(404, 'httpNotFound', `No route for GET ${url.pathname}`)
}
