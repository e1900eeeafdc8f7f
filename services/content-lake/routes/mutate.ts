import { requireJsonContentType, requireWriteAccess } from '../access.ts'
import { requireDataset, type LakeContext } from '../context.ts'
import { badRequest } from '../errors.ts'
import { flag, readJsonBody, sendJson, type LakeRequest, type LakeResponse } from '../http.ts'
import { isPlainObject } from '../json.ts'
import { applyMutations } from '../mutations.ts'

export const TRANSACTION_ID = /^[A-Za-z0-9._-]{1,128}$/

/** POST /v*\/data/mutate/{dataset} → {transactionId, results}; one transaction, all or nothing. */
export async function handleMutate(req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, dataset: string): Promise<void> {
  requireDataset(context, dataset)
  requireWriteAccess(req, context)
  requireJsonContentType(req)
  const body = await readJsonBody(req)
  if (!isPlainObject(body)) throw badRequest('Request body must be a JSON object with "mutations"')
  const transactionId = body.transactionId ?? url.searchParams.get('transactionId') ?? undefined
  if (transactionId !== undefined && (typeof transactionId !== 'string' || !TRANSACTION_ID.test(transactionId))) {
    throw badRequest('"transactionId" must be a string of letters, digits, ".", "_" or "-"')
  }
  const search = url.searchParams
  const options = { groq: { projectId: context.projectId, dataset }, autoGenerateArrayKeys: flag(search, 'autoGenerateArrayKeys') }
  const committed = await context.store.transact((set) => applyMutations(set, body.mutations, options), {
    transactionId,
    dryRun: flag(search, 'dryRun'),
  })
  const returnDocuments = flag(search, 'returnDocuments')
  const results = committed.value.map((result) => {
    // A createIfNotExists that found its document answers with it, as its result names it.
    const document = committed.documents.has(result.id) ? committed.documents.get(result.id) : context.store.get(result.id)
    return returnDocuments && document ? { ...result, document } : result
  })
  const response: Record<string, unknown> = { transactionId: committed.transactionId, results }
  if (returnDocuments) {
    response.documents = [...committed.documents.values()].filter((doc) => doc !== null)
  }
  sendJson(res, 200, response)
}
