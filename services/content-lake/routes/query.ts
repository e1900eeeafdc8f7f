import { readablePerspective, requestIdentity } from '../access.ts'
import { requireDataset, type LakeContext } from '../context.ts'
import { badRequest } from '../errors.ts'
import { runGroq } from '../groq.ts'
import { readJsonBody, sendJson, type LakeRequest, type LakeResponse } from '../http.ts'
import { isPlainObject } from '../json.ts'
import { documentsFor, parsePerspective } from '../perspective.ts'
import { queryExtras } from '../query-extras.ts'

const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** `$name=<JSON>` search params, as @sanity/client sends them on GET. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue
    const name = key.slice(1)
    if (!PARAM_NAME.test(name)) throw badRequest(`Invalid parameter name "${key}"`)
    try {
      params[name] = JSON.parse(raw)
    } catch {
      throw badRequest(`Unable to parse value of "${key}=${raw}". Please quote string values.`)
    }
  }
  return params
}

async function readQuery(req: LakeRequest, search: URLSearchParams): Promise<{ query: unknown; params: Record<string, unknown> }> {
  if (req.method !== 'POST') return { query: search.get('query'), params: paramsFromSearch(search) }
  const body = await readJsonBody(req)
  if (!isPlainObject(body)) throw badRequest('Request body must be a JSON object with "query" and "params"')
  const params = body.params ?? {}
  if (!isPlainObject(params)) throw badRequest('"params" must be an object')
  return { query: body.query, params }
}

/** GET|POST /v*\/data/query/{dataset} → {ms, query, result, syncTags} (+ resultSourceMap when asked). */
export async function handleQuery(req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, dataset: string): Promise<void> {
  requireDataset(context, dataset)
  const started = performance.now()
  const perspective = readablePerspective(requestIdentity(req, context), parsePerspective(url.searchParams.get('perspective')))
  const { query, params } = await readQuery(req, url.searchParams)
  const documents = documentsFor(context.store.documents(), perspective)
  // Published reads (the site, the build) use the index; the Studio's drafts and releases scan until its create-a-document flow passes with it (docs/decisions/033).
  const result = await runGroq(documents, query, params, { projectId: context.projectId, dataset }, { indexed: perspective === 'published' })
  const extras = await queryExtras({ url, context, dataset, perspective, query, params, documents, result })
  const ms = Math.round(performance.now() - started)
  const returnQuery = url.searchParams.get('returnQuery') !== 'false'
  sendJson(res, 200, returnQuery ? { query, result: result ?? null, ...extras, ms } : { result: result ?? null, ...extras, ms })
}
