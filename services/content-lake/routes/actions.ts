import { applyActions } from '../actions.ts'
import { requireJsonContentType, requireWriteAccess } from '../access.ts'
import { requireDataset, type LakeContext } from '../context.ts'
import { badRequest } from '../errors.ts'
import { flag, readJsonBody, sendJson, type LakeRequest, type LakeResponse } from '../http.ts'
import { LOCAL_EDITOR } from '../identity.ts'
import { isPlainObject } from '../json.ts'
import { TRANSACTION_ID } from './mutate.ts'

/** POST /v*\/data/actions/{dataset} → {transactionId}; all the actions commit as one transaction. */
export async function handleActions(req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, dataset: string): Promise<void> {
  requireDataset(context, dataset)
  requireWriteAccess(req, context)
  requireJsonContentType(req)
  const body = await readJsonBody(req)
  if (!isPlainObject(body)) throw badRequest('Request body must be a JSON object with "actions"')
  const transactionId = body.transactionId ?? undefined
  if (transactionId !== undefined && (typeof transactionId !== 'string' || !TRANSACTION_ID.test(transactionId))) {
    throw badRequest('"transactionId" must be a string of letters, digits, ".", "_" or "-"')
  }
  // The Studio sends its own transaction id: the listen events it then receives carry it back.
  const committed = await context.store.transact((set) => applyActions(set, body.actions, { now: new Date().toISOString(), userId: LOCAL_EDITOR.id }), {
    transactionId,
    dryRun: body.dryRun === true || flag(url.searchParams, 'dryRun'),
    touch: true,
  })
  sendJson(res, 200, { transactionId: committed.transactionId })
}
