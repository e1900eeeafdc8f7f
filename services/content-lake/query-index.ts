/**
 * Lookups without a scan: before groq-js runs a query, each `*[filter]` whose filter pins `_id`,
 * `_type` or `slug.current` to constants reads from an index of the documents instead of all of
 * them, and `->` finds its document by id. The filter still runs on what the index returns, in
 * the dataset's order, so the answer is the full scan's; anything else reads the whole dataset.
 */
import type { ExprNode } from 'groq-js'

type Doc = Record<string, unknown>

interface Index {
  byId: Map<string, Doc>
  /** Per indexed field (`_id`, `_type`, `slug.current`): the positions of the documents with each value, ascending. */
  fields: Map<Field, Map<string, number[]>>
}

type Field = '_id' | '_type' | 'slug.current'

function own(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, key) ? (value as Doc)[key] : undefined
}

const READ: Record<Field, (doc: Doc) => unknown> = {
  _id: (doc) => own(doc, '_id'),
  _type: (doc) => own(doc, '_type'),
  'slug.current': (doc) => own(own(doc, 'slug'), 'current'),
}

// Keyed on the documents array a query runs over: the store and its perspective views replace it on every commit.
const indexes = new WeakMap<readonly unknown[], Index>()

function indexOf(documents: readonly unknown[]): Index {
  let index = indexes.get(documents)
  if (index) return index
  index = { byId: new Map(), fields: new Map() }
  for (const field of Object.keys(READ) as Field[]) index.fields.set(field, new Map())
  for (const [position, item] of documents.entries()) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue
    const doc = item as Doc
    const id = own(doc, '_id')
    if (typeof id === 'string' && !index.byId.has(id)) index.byId.set(id, doc)
    for (const [field, read] of Object.entries(READ) as [Field, (doc: Doc) => unknown][]) {
      const value = read(doc)
      if (typeof value !== 'string') continue
      const byValue = index.fields.get(field)!
      const list = byValue.get(value)
      if (list) list.push(position)
      else byValue.set(value, [position])
    }
  }
  indexes.set(documents, index)
  return index
}

/** `_id`, `@._type`, `slug.current`: the indexed field a node reads from the filtered document, if any. */
function fieldOf(node: ExprNode): Field | null {
  if (node.type !== 'AccessAttribute') return null
  if (node.base === undefined || node.base.type === 'This') return node.name === '_id' || node.name === '_type' ? node.name : null
  const parent = node.base
  const atDocument = parent.type === 'AccessAttribute' && (parent.base === undefined || parent.base.type === 'This')
  return atDocument && parent.name === 'slug' && node.name === 'current' ? 'slug.current' : null
}

function constant(node: ExprNode, params: Record<string, unknown>): unknown {
  if (node.type === 'Value') return node.value
  if (node.type === 'Parameter') return Object.hasOwn(params, node.name) ? params[node.name] : undefined
  return undefined
}

/** The strings a node stands for when it is a constant list (`[$a, "b"]` or `$ids`); null otherwise. */
function constantStrings(node: ExprNode, params: Record<string, unknown>): string[] | null {
  const list =
    node.type === 'Array' ? (node.elements.every((e) => !e.isSplat) ? node.elements.map((e) => constant(e.value, params)) : null) : constant(node, params)
  if (!Array.isArray(list) || list.some((item) => item === undefined)) return null
  // Only strings can equal a string field; other members match nothing.
  return list.filter((item): item is string => typeof item === 'string')
}

/** Positions that include every document the filter can match, ascending; null when the filter pins nothing. */
function candidates(expr: ExprNode, index: Index, params: Record<string, unknown>): number[] | null {
  if (expr.type === 'Group') return candidates(expr.base, index, params)
  if (expr.type === 'And') {
    const left = candidates(expr.left, index, params)
    const right = candidates(expr.right, index, params)
    if (!left || !right) return left ?? right
    return left.length <= right.length ? left : right
  }
  if (expr.type !== 'OpCall') return null
  if (expr.op === '==') {
    for (const [a, b] of [
      [expr.left, expr.right],
      [expr.right, expr.left],
    ]) {
      const field = fieldOf(a!)
      const value = constant(b!, params)
      if (field && typeof value === 'string') return index.fields.get(field)!.get(value) ?? []
    }
    return null
  }
  if (expr.op === 'in' && fieldOf(expr.left) === '_id') {
    const ids = constantStrings(expr.right, params)
    if (!ids) return null
    const byId = index.fields.get('_id')!
    return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []).sort((a, b) => a - b)
  }
  return null
}

/** A copy of `tree` in which every `*[filter]` that pins an indexed field reads only its candidates. */
export function narrowQuery(tree: ExprNode, documents: readonly unknown[], params: Record<string, unknown>): ExprNode {
  const index = indexOf(documents)
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (typeof node !== 'object' || node === null) return node
    const record = node as Record<string, unknown>
    const copy: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(record)) copy[key] = key === 'value' && record.type === 'Value' ? value : visit(value)
    if (record.type === 'Filter' && (record.base as ExprNode).type === 'Everything') {
      const found = candidates(record.expr as ExprNode, index, params)
      if (found) copy.base = { type: 'Value', value: found.map((position) => documents[position]) }
    }
    return copy
  }
  return visit(tree) as ExprNode
}

/** groq-js's `dereference` option: `->` by id from the index, as its own scan would find it. */
export function dereferencer(documents: readonly unknown[]): (ref: { _ref: string }) => Doc | null {
  const index = indexOf(documents)
  return ({ _ref }) => index.byId.get(_ref) ?? null
}
