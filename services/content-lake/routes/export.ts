import { requireDraftAccess } from '../access.ts'
import { requireDataset, type LakeContext } from '../context.ts'
import { badRequest } from '../errors.ts'
import { writeHead, type LakeRequest, type LakeResponse } from '../http.ts'
import type { LakeDocument } from '../store.ts'

/** Documents per page when the caller pages with `nextCursor` (as Sanity's export API does). */
export const EXPORT_PAGE_SIZE = 1000

const ASSET_TYPES = new Set(['sanity.imageAsset', 'sanity.fileAsset'])

/** An asset's `url` names the address the lake answers at now, whatever port it was uploaded on. */
function withCurrentUrl(doc: LakeDocument, publicUrl: string): LakeDocument {
  if (!ASSET_TYPES.has(doc._type) || typeof doc.path !== 'string') return doc
  return { ...doc, url: `${publicUrl}/${doc.path}` }
}

function typeFilter(raw: string | null): ((doc: LakeDocument) => boolean) | null {
  if (raw === null || raw.trim() === '') return null
  const types = new Set(raw.split(',').map((type) => type.trim()))
  if ([...types].some((type) => !/^[A-Za-z0-9_.-]+$/.test(type))) throw badRequest('"types" must be a comma-separated list of document types')
  return (doc) => types.has(doc._type)
}

/**
 * GET /v*\/data/export/{dataset}[?types=a,b][&nextCursor=…] → every document as NDJSON, drafts
 * included, for @sanity/export and `sanity dataset export`. Without `nextCursor` it streams all of
 * them; with it (empty to start) a page, ended by `{"nextCursor": …}` while more remain.
 */
export async function handleExport(req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, dataset: string): Promise<void> {
  requireDataset(context, dataset)
  requireDraftAccess(req, context)
  const matches = typeFilter(url.searchParams.get('types'))
  const cursor = url.searchParams.get('nextCursor')
  // The snapshot is one committed state: a page never mixes two transactions.
  let docs = context.store.documents().filter((doc) => !matches || matches(doc))
  let next: string | null = null
  if (cursor !== null) {
    const start = cursor === '' ? 0 : docs.findIndex((doc) => doc._id > cursor)
    docs = start < 0 ? [] : docs.slice(start, start + EXPORT_PAGE_SIZE)
    const last = docs.at(-1)
    if (docs.length === EXPORT_PAGE_SIZE && last) next = last._id
  }
  const lines = docs.map((doc) => `${JSON.stringify(withCurrentUrl(doc, context.publicUrl()))}\n`)
  if (next !== null) lines.push(`${JSON.stringify({ nextCursor: next })}\n`)
  const body = Buffer.from(lines.join(''))
  writeHead(res, 200, { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-store' })
  res.end(body)
}
