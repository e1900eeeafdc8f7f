/**
 * Content Source Maps (`resultSourceMap` on queries), in the shape Sanity's API returns: for every
 * string the query passes through unchanged, which document and which path it came from. The
 * Presentation tool and `@sanity/client`'s stega encoding turn these into click-to-edit overlays.
 *
 * groq-js does not track provenance, so the query is evaluated once more over a copy of the
 * documents whose string leaves carry an invisible tag (`value` + U+E000 n U+E001). A string that
 * comes out as exactly `value + tag` was passed through (projected, renamed, dereferenced, picked
 * from an array): it maps to the tag's document and path. A computed string (concatenation, a
 * function's output) loses or mixes tags and gets no map. So that tags never change what a query
 * selects, every operand of a comparison, operator, function or ordering is untagged first (the
 * query tree is rewritten with `string::split(x, U+E000)[0]`), and `_`-prefixed fields (ids,
 * references, keys, types) are never tagged.
 */
import { evaluate, parse, type ExprNode } from 'groq-js'
import { isPlainObject } from './json.ts'
import { originalIdIn, type Perspective } from './perspective.ts'
import type { LakeDocument } from './store.ts'

export interface SourceMapDocument {
  _id: string
  _type: string
}

export interface ContentSourceMapping {
  type: 'value'
  source: { type: 'documentValue'; document: number; path: number }
}

export interface ContentSourceMap {
  documents: SourceMapDocument[]
  paths: string[]
  mappings: Record<string, ContentSourceMapping>
}

export interface SourceMapOptions {
  /** `[?(@._key=='…')]` for array items that have a `_key` (`resultSourceMap=withKeyArraySelector`). */
  keyArraySelector: boolean
  /** The id a document in the perspective's view really has (e.g. `drafts.x` for an overlaid draft). */
  sourceIdOf?: (doc: { _id: string }) => string
}

const TAG_START = '\uE000'
const TAG_END = '\uE001'
const WHOLE_TAG = /^([^\uE000\uE001]*)\uE000(\d+)\uE001$/
const ANY_TAG = /\uE000\d+\uE001/g

type Segment = string | number | { key: string }

interface Tagged {
  docIndex: number
  path: Segment[]
}

function quote(name: string): string {
  return `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
}

/** `$['a'][0][?(@._key=='k')]` — Sanity's JSONPath notation, as `@sanity/client/csm` parses it. */
export function jsonPath(path: readonly Segment[]): string {
  return `$${path
    .map((segment) => {
      if (typeof segment === 'number') return `[${segment}]`
      if (typeof segment === 'string') return `[${quote(segment)}]`
      return `[?(@._key==${quote(segment.key)})]`
    })
    .join('')}`
}

/** Documents of types the editors never edit in a form (assets) carry no tags. */
function taggable(doc: Record<string, unknown>): boolean {
  return typeof doc._type === 'string' && !doc._type.startsWith('sanity.') && !doc._type.startsWith('system.')
}

function tagDocuments(documents: readonly unknown[], keyArraySelector: boolean): { tagged: unknown[]; tags: Tagged[] } {
  const tags: Tagged[] = []
  const tagValue = (value: unknown, docIndex: number, path: Segment[]): unknown => {
    if (typeof value === 'string') {
      if (value.includes(TAG_START) || value.includes(TAG_END)) return value
      tags.push({ docIndex, path })
      return `${value}${TAG_START}${tags.length - 1}${TAG_END}`
    }
    if (Array.isArray(value)) {
      return value.map((item: unknown, index) => {
        const key = keyArraySelector && isPlainObject(item) && typeof item._key === 'string' ? item._key : null
        return tagValue(item, docIndex, [...path, key === null ? index : { key }])
      })
    }
    if (isPlainObject(value)) {
      const copy: Record<string, unknown> = {}
      for (const [name, field] of Object.entries(value)) {
        copy[name] = name.startsWith('_') ? field : tagValue(field, docIndex, [...path, name])
      }
      return copy
    }
    return value
  }
  const tagged = documents.map((doc, docIndex) => (isPlainObject(doc) && taggable(doc) ? tagValue(doc, docIndex, []) : doc))
  return { tagged, tags }
}

// The untagged string, or X itself when it is not a string. (Arrays keep their items' tags: a
// document's list of strings on the right of `in` does not match; the site's queries use `in` with
// parameters only.) Parsed without params so that `$x` and `$sep` stay Parameter nodes.
const UNTAG_TEMPLATE = parse(`coalesce(string::split($x, $sep)[0], $x)`)

function substitute(node: unknown, replacement: ExprNode): unknown {
  if (Array.isArray(node)) return node.map((item: unknown) => substitute(item, replacement))
  if (typeof node !== 'object' || node === null) return node
  const record = node as Record<string, unknown>
  if (record.type === 'Parameter' && record.name === 'x') return replacement
  if (record.type === 'Parameter' && record.name === 'sep') return { type: 'Value', value: TAG_START }
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) copy[key] = typeof value === 'function' ? value : substitute(value, replacement)
  return copy
}

const untag = (node: ExprNode): ExprNode => substitute(UNTAG_TEMPLATE, node) as ExprNode

/** Functions whose output is one of their arguments unchanged: their arguments keep their tags. */
const PASS_THROUGH_FUNCTIONS = new Set(['coalesce'])

/** The query tree with every consumed operand untagged; projections, dereferences and access keep tags. */
function untagOperands(node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item: unknown) => untagOperands(item))
  if (typeof node !== 'object' || node === null) return node
  const record = node as Record<string, unknown>
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) copy[key] = typeof value === 'function' ? value : untagOperands(value)
  const wrap = (key: string) => {
    if (copy[key]) copy[key] = untag(copy[key] as ExprNode)
  }
  switch (record.type) {
    case 'OpCall':
    case 'And':
    case 'Or':
      wrap('left')
      wrap('right')
      break
    case 'Not':
    case 'Neg':
    case 'Pos':
    case 'Asc':
    case 'Desc':
      wrap('base')
      break
    case 'InRange':
      wrap('base')
      wrap('left')
      wrap('right')
      break
    case 'FuncCall':
      if (!PASS_THROUGH_FUNCTIONS.has(String(record.name))) copy.args = (copy.args as ExprNode[]).map(untag)
      break
    case 'PipeFuncCall':
      copy.args = (copy.args as ExprNode[]).map((arg) => (arg.type === 'Asc' || arg.type === 'Desc' ? arg : untag(arg)))
      break
    case 'SelectAlternative':
    case 'ObjectConditionalSplat':
      wrap('condition')
      break
    case 'Filter':
      wrap('expr')
      break
  }
  return copy
}

/**
 * Evaluates `tree` over tagged copies of `documents` and returns the result (tags removed) with its
 * source map. `documents` must be the perspective's view the plain query ran over.
 */
export async function evaluateWithSourceMap(
  tree: ExprNode,
  documents: readonly unknown[],
  params: Record<string, unknown>,
  sanity: { projectId: string; dataset: string },
  options: SourceMapOptions,
): Promise<{ result: unknown; resultSourceMap: ContentSourceMap }> {
  const { tagged, tags } = tagDocuments(documents, options.keyArraySelector)
  const value = await evaluate(untagOperands(tree) as ExprNode, { dataset: tagged, params, sanity })
  const raw: unknown = await value.get()

  const sourceMap: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentIndex = new Map<number, number>()
  const pathIndex = new Map<string, number>()
  const record = (resultPath: Segment[], tag: Tagged) => {
    let docIndex = documentIndex.get(tag.docIndex)
    if (docIndex === undefined) {
      const doc = documents[tag.docIndex] as { _id: string; _type: string }
      docIndex = sourceMap.documents.push({ _id: options.sourceIdOf?.(doc) ?? doc._id, _type: doc._type }) - 1
      documentIndex.set(tag.docIndex, docIndex)
    }
    const path = jsonPath(tag.path)
    let index = pathIndex.get(path)
    if (index === undefined) {
      index = sourceMap.paths.push(path) - 1
      pathIndex.set(path, index)
    }
    sourceMap.mappings[jsonPath(resultPath)] = { type: 'value', source: { type: 'documentValue', document: docIndex, path: index } }
  }
  const clean = (value: unknown, resultPath: Segment[]): unknown => {
    if (typeof value === 'string') {
      const whole = WHOLE_TAG.exec(value)
      const tag = whole ? tags[Number(whole[2])] : undefined
      if (whole && tag) {
        record(resultPath, tag)
        return whole[1]
      }
      return value.replace(ANY_TAG, '')
    }
    if (Array.isArray(value)) return value.map((item: unknown, index) => clean(item, [...resultPath, index]))
    if (isPlainObject(value)) {
      const copy: Record<string, unknown> = {}
      for (const [name, field] of Object.entries(value)) copy[name] = clean(field, [...resultPath, name])
      return copy
    }
    return value
  }
  const result = clean(raw, [])
  return { result, resultSourceMap: sourceMap }
}

/** Keeps only the mappings whose path leads, in the answered result, to the same string. */
function verified(map: ContentSourceMap, mapped: unknown, answered: unknown): ContentSourceMap {
  const valueAt = (root: unknown, path: string): unknown => {
    let current = root
    for (const match of path.matchAll(/\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]/g)) {
      if (current === null || typeof current !== 'object') return undefined
      const key = match[1] !== undefined ? Number(match[1]) : (match[2] ?? '').replace(/\\(.)/g, '$1')
      current = (current as Record<string | number, unknown>)[key]
    }
    return current
  }
  const mappings: Record<string, ContentSourceMapping> = {}
  for (const [path, mapping] of Object.entries(map.mappings)) {
    const value = valueAt(answered, path)
    if (typeof value === 'string' && value === valueAt(mapped, path)) mappings[path] = mapping
  }
  return { ...map, mappings }
}

export interface SourceMapRequest {
  query: string
  params: Record<string, unknown>
  /** The perspective's view of the dataset, as the plain query saw it. */
  documents: readonly unknown[]
  /** What the plain query answered: the map only describes values found there too. */
  result: unknown
  sanity: { projectId: string; dataset: string }
  options: SourceMapOptions
}

/** The source map of an already answered query (empty for text search, whose scores tags would skew). */
export async function sourceMapFor(request: SourceMapRequest): Promise<ContentSourceMap> {
  const empty: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  if (/\bmatch\b|\bscore\s*\(/.test(request.query)) return empty
  try {
    const tree = parse(request.query, { params: request.params })
    const { result, resultSourceMap } = await evaluateWithSourceMap(tree, request.documents, request.params, request.sanity, request.options)
    return verified(resultSourceMap, result, request.result)
  } catch {
    // The plain query succeeded; a failure here only costs the overlays, never the answer.
    return empty
  }
}

/** `resultSourceMap=true|withKeyArraySelector` → options; absent or `false` → null. */
export function sourceMapOption(value: string | null): { keyArraySelector: boolean } | null {
  if (value === null || value === 'false' || value === '0') return null
  return { keyArraySelector: value === 'withKeyArraySelector' }
}

/** A document shown from its draft (or a release's version) is mapped to that document's id. */
export function sourceIdResolver(raw: readonly LakeDocument[], perspective: Perspective): SourceMapOptions['sourceIdOf'] {
  const original = originalIdIn(raw, perspective)
  return original && ((doc) => original(doc._id) ?? doc._id)
}
