import { ingestFile, ingestImage, uploadFields } from '../asset-ingest.ts'
import { requireWriteAccess } from '../access.ts'
import { requireDataset, type LakeContext } from '../context.ts'
import { badRequest } from '../errors.ts'
import { readBody, sendJson, type LakeRequest, type LakeResponse } from '../http.ts'

/**
 * POST /v*\/assets/{images|files}/{dataset}, raw body → {document}. Content-addressed: the same
 * bytes give the same id, and uploading them again answers the existing document.
 */
export async function handleUpload(req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, kind: string, dataset: string): Promise<void> {
  requireDataset(context, dataset)
  requireWriteAccess(req, context)
  const bytes = await readBody(req)
  if (bytes.length === 0) throw badRequest('The upload is empty')
  const filename = url.searchParams.get('filename')
  const target = { dataDir: context.dataDir, projectId: context.projectId, dataset, publicUrl: context.publicUrl() }
  const asset = kind === 'images' ? await ingestImage(bytes, filename, target) : await ingestFile(bytes, filename, req.headers['content-type'], target)
  const committed = await context.store.transact((set) => {
    if (!set.get(asset._id)) set.put({ ...asset, ...uploadFields(url.searchParams) })
  })
  sendJson(res, 200, { document: committed.documents.get(asset._id) ?? context.store.get(asset._id) })
}
