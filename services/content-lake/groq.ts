import { evaluate, evaluateSync, GroqSyntaxError, parse, type ExprNode } from 'groq-js'
import { LakeError } from './errors.ts'
import { dereferencer, narrowQuery } from './query-index.ts'
import { resolveTextQueries, usesTextQuery } from './text-query.ts'

export interface GroqContext {
  projectId: string
  dataset: string
}

function parseError(query: string, description: string, start: number, end = start + 1): LakeError {
  return new LakeError(400, 'queryParseError', description, { query, start, end })
}

/** Every `$name` the query refers to; groq-js would quietly read a missing one as null. */
function referencedParams(tree: unknown): Set<string> {
  const found = new Set<string>()
  const pending: unknown[] = [tree]
  while (pending.length > 0) {
    const node = pending.pop()
    if (typeof node !== 'object' || node === null) continue
    const record = node as Record<string, unknown>
    if (record.type === 'Parameter' && typeof record.name === 'string') found.add(record.name)
    pending.push(...Object.values(record))
  }
  return found
}

type EvaluateOptions = NonNullable<Parameters<typeof evaluate>[1]>

/**
 * groq-js's synchronous evaluator gives the same answer several times faster: the asynchronous one
 * makes promises at every node (PRODUCT_PAGES_QUERY over 2,000 products: about 0.4 s against 2 s,
 * docs/decisions/033). What it cannot run synchronously (`diff::`) throws, and runs
 * asynchronously; so does a query that fails, so its error is the asynchronous evaluator's.
 */
async function evaluateTree(tree: ExprNode, options: EvaluateOptions): Promise<unknown> {
  try {
    return await evaluateSync(tree, options).get()
  } catch {
    return await (await evaluate(tree, options)).get()
  }
}

/** Parses and evaluates a GROQ query over `documents`; every failure is a Sanity-shaped 400. */
export async function runGroq(
  documents: readonly unknown[],
  query: unknown,
  params: Record<string, unknown>,
  context: GroqContext,
  options: { indexed?: boolean } = {},
): Promise<unknown> {
  if (typeof query !== 'string' || query.trim() === '') {
    throw new LakeError(400, 'queryParseError', 'The query is missing or empty', { query: '', start: 0, end: 0 })
  }
  let tree
  try {
    tree = parse(query, { params })
  } catch (error) {
    if (error instanceof GroqSyntaxError) throw parseError(query, error.message, error.position)
    throw parseError(query, error instanceof Error ? error.message : 'Invalid query', 0, query.length)
  }
  for (const name of referencedParams(tree)) {
    if (!Object.hasOwn(params, name)) {
      throw parseError(query, `param $${name} referenced, but not provided`, 0, query.length)
    }
  }
  try {
    const resolved = usesTextQuery(query) ? await resolveTextQueries(tree, documents, params) : params
    return options.indexed
      ? await evaluateTree(narrowQuery(tree, documents, resolved), {
          dataset: documents,
          params: resolved,
          sanity: context,
          dereference: dereferencer(documents),
        })
      : await evaluateTree(tree, { dataset: documents, params: resolved, sanity: context })
  } catch (error) {
    throw new LakeError(400, 'queryExecutionError', error instanceof Error ? error.message : 'Query failed')
  }
}
