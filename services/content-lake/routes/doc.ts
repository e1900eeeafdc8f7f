import { canReadDrafts, requestIdentity } from '../access.ts'
import { requireDataset, type LakeContext } from '../context.ts'
import { isPublicId } from '../ids.ts'
import { badRequest } from '../errors.ts'
import { flag, sendJson, type LakeRequest, type LakeResponse } from '../http.ts'

function decodeIds(raw: string): string[] {
  try {
    return raw
      .split(',')
      .map((id) => decodeURIComponent(id))
      .filter((id) => id !== '')
  } catch {
    throw badRequest('Malformed document id in the URL')
  }
}

/**
 * GET /v*\/data/doc/{dataset}/{id1,id2} → {documents, omitted}; ids are raw, drafts included for a
 * caller who may read them (anyone else finds them omitted for "permission", as Sanity answers).
 */
export async function handleDoc(req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, dataset: string, rawIds: string): Promise<void> {
  requireDataset(context, dataset)
  const readsDrafts = canReadDrafts(requestIdentity(req, context))
  const ids = decodeIds(rawIds)
  if (ids.length === 0) throw badRequest('No document ids given')
  const excludeContent = flag(url.searchParams, 'excludeContent')
  const documents = []
  const omitted = []
  for (const id of new Set(ids)) {
    if (!readsDrafts && !isPublicId(id)) {
      omitted.push({ id, reason: 'permission' })
      continue
    }
    const doc = context.store.get(id)
    if (doc) documents.push(excludeContent ? { _id: doc._id, _type: doc._type, _rev: doc._rev } : doc)
    else omitted.push({ id, reason: 'existence' })
  }
  sendJson(res, 200, { documents, omitted })
}
