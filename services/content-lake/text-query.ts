/**
 * `text::query()`, the full-text search Sanity Studio's lists and search use
 * (`[@, _id] match text::query($__query)`), which groq-js parses but does not evaluate. Before a
 * query runs, each such `match` is evaluated here for every document and replaced by
 * `_id in $<ids that matched>`, which groq-js evaluates (also inside `score()` and `boost()`).
 *
 * The search syntax is Sanity's: words (all must occur), `word*` prefixes, `"exact phrases"`,
 * `-excluded` words, and `*` alone for everything. Words are matched against every string in the
 * matched value, ignoring system fields (`_type`, `_key`, `_ref`, …) inside it.
 */
import { evaluate, parse, type ExprNode } from 'groq-js'
import { isPlainObject } from './json.ts'

interface Term {
  /** Tests the document's words, lower-cased and joined by single spaces. */
  regex: RegExp
  negated: boolean
}

const WORD = /[\p{L}\p{N}]+/gu
const TOKEN = /-?"[^"]*"|\S+/g
const MATCH_ALL = /(?:)/u

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A word, a `prefix*`, or a `"phrase"`; a term of several words (`product-7`) is the phrase of its words. */
function parseTerm(token: string): Term | null {
  const negated = token.startsWith('-') && token.length > 1
  const body = negated ? token.slice(1) : token
  if (/^\*+$/.test(body)) return negated ? null : { negated, regex: MATCH_ALL }
  const quoted = body.startsWith('"')
  const words = body.toLowerCase().match(quoted ? WORD : /[\p{L}\p{N}*]+/gu) ?? []
  if (words.length === 0) return null
  const pattern = words.map((word) => word.split('*').map(escapeRegExp).join('[\\p{L}\\p{N}]*')).join(' ')
  return { negated, regex: new RegExp(`(?:^| )${pattern}(?= |$)`, 'u') }
}

export function parseTextQuery(query: string): Term[] {
  return (query.match(TOKEN) ?? []).map(parseTerm).filter((term): term is Term => term !== null)
}

function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out)
  else if (isPlainObject(value)) {
    for (const [key, child] of Object.entries(value)) if (!key.startsWith('_')) collectStrings(child, out)
  }
}

/** Whether the strings in `value` satisfy the parsed text query. */
export function matchesText(value: unknown, terms: Term[]): boolean {
  if (terms.length === 0) return false
  const strings: string[] = []
  // `[@, _id]`: the document's own fields, and its id (a top-level string, so kept).
  if (Array.isArray(value)) for (const item of value) collectStrings(item, strings)
  else collectStrings(value, strings)
  const words = (strings.join(' ').toLowerCase().match(WORD) ?? []).join(' ')
  return terms.every((term) => term.regex.test(words) !== term.negated)
}

type Node = ExprNode & Record<string, unknown>

function isTextQueryMatch(node: Node): boolean {
  if (node.type !== 'OpCall' || node.op !== 'match') return false
  const right = node.right as Node
  return right.type === 'FuncCall' && right.namespace === 'text' && right.name === 'query'
}

function findMatches(node: unknown, found: Node[]): void {
  if (Array.isArray(node)) for (const child of node) findMatches(child, found)
  else if (isPlainObject(node)) {
    if (isTextQueryMatch(node as Node)) found.push(node as Node)
    for (const child of Object.values(node)) findMatches(child, found)
  }
}

export function usesTextQuery(query: string): boolean {
  return query.includes('text::query')
}

/** The ids of the documents whose `left` value matches the search, per `[left] match text::query(arg)`. */
async function matchingIds(match: Node, documents: readonly unknown[], params: Record<string, unknown>): Promise<string[]> {
  const [arg] = (match.right as Node).args as ExprNode[]
  const search = arg ? await (await evaluate(arg, { params })).get() : null
  if (typeof search !== 'string') return []
  const terms = parseTextQuery(search)
  const probe = parse('*{"i": _id, "v": @}') as Node
  const attributes = ((probe.expr as Node).expr as Node).attributes as Node[]
  ;(attributes[1] as Node).value = match.left
  const rows = (await (await evaluate(probe, { dataset: documents, params })).get()) as { i: unknown; v: unknown }[]
  return rows.filter((row) => typeof row.i === 'string' && matchesText(row.v, terms)).map((row) => row.i as string)
}

/**
 * Rewrites every `… match text::query(…)` in `tree` (in place) into `_id in $__lakeTextN`,
 * returning the params to evaluate it with.
 */
export async function resolveTextQueries(tree: ExprNode, documents: readonly unknown[], params: Record<string, unknown>): Promise<Record<string, unknown>> {
  const matches: Node[] = []
  findMatches(tree, matches)
  const extra: Record<string, unknown> = { ...params }
  for (const [index, match] of matches.entries()) {
    const name = `__lakeText${index}`
    extra[name] = await matchingIds(match, documents, params)
    for (const key of Object.keys(match)) delete match[key]
    Object.assign(match, { type: 'OpCall', op: 'in', left: { type: 'AccessAttribute', name: '_id' }, right: { type: 'Parameter', name } })
  }
  return extra
}
