import type { LakeContext } from './context.ts'
import type { Perspective } from './perspective.ts'
import { syncTagFor } from './routes/live.ts'
import { sourceIdResolver, sourceMapFor, sourceMapOption, type ContentSourceMap } from './source-map.ts'

export interface AnsweredQuery {
  url: URL
  context: LakeContext
  dataset: string
  perspective: Perspective
  query: unknown
  params: Record<string, unknown>
  /** The perspective's view the query ran over, and its result. */
  documents: readonly unknown[]
  result: unknown
}

/** What a query answer carries besides its result: `syncTags`, and `resultSourceMap` when asked. */
export async function queryExtras(answered: AnsweredQuery): Promise<{ syncTags: string[]; resultSourceMap?: ContentSourceMap }> {
  const { url, context, dataset, perspective } = answered
  const syncTags = [syncTagFor(context.projectId, dataset)]
  const option = sourceMapOption(url.searchParams.get('resultSourceMap'))
  if (!option) return { syncTags }
  const resultSourceMap = await sourceMapFor({
    query: String(answered.query),
    params: answered.params,
    documents: answered.documents,
    result: answered.result,
    sanity: { projectId: context.projectId, dataset },
    options: { ...option, sourceIdOf: sourceIdResolver(context.store.documents(), perspective) },
  })
  return { resultSourceMap, syncTags }
}
