import { requireDraftAccess } from '../access.ts'
import { requireDataset, type LakeContext } from '../context.ts'
import { LakeError } from '../errors.ts'
import { sendJson, writeHead, type LakeRequest, type LakeResponse } from '../http.ts'

/**
 * GET /v*\/data/history/{dataset}/{documents|transactions|events}/…: the lake keeps no history, so
 * every answer is empty and the Studio's review-changes panel simply shows no past revisions.
 */
export async function handleHistory(req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, dataset: string, kind: string): Promise<void> {
  requireDataset(context, dataset)
  requireDraftAccess(req, context)
  if (kind === 'documents') sendJson(res, 200, { documents: [] })
  else if (kind === 'events') sendJson(res, 200, { events: {}, nextCursor: '' })
  else if (kind === 'transactions') {
    // An NDJSON stream of transactions: none.
    writeHead(res, 200, { 'Content-Type': 'application/x-ndjson', 'Content-Length': '0', 'Cache-Control': 'no-store' })
    res.end()
  } else throw new LakeError(404, 'httpNotFound', `No route for GET ${url.pathname}`)
}
