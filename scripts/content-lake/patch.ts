import { applyPatches, parsePatch, type Patch } from '@sanity/diff-match-patch'
import { badRequest } from './errors.ts'
import { getOwn, isPlainObject, setOwn, type JsonObject } from './json.ts'
import { parsePath, rangeBounds, selectIndices, type PathSegment } from './paths.ts'
import type { DocumentContent } from './store.ts'

const REMOVE = Symbol('remove')
type Leaf = (current: unknown) => unknown

/** Fields a patch may address besides the document's own content. */
export const SELECTION_KEYS = new Set(['id', 'query', 'params', 'ifRevisionID'])
// The order Sanity's own mutator applies them in.
const OPERATIONS = ['setIfMissing', 'set', 'unset', 'diffMatchPatch', 'inc', 'dec', 'insert'] as const

/**
 * Rebuilds `node` with `leaf` applied at every place `segments` reaches; untouched branches are
 * shared, so stored (frozen) documents are never modified. `create` makes missing objects on the way.
 */
function updateAt(node: unknown, segments: readonly PathSegment[], leaf: Leaf, create: boolean): unknown {
  const [segment, ...rest] = segments
  if (!segment) return leaf(node)
  if (segment.kind === 'attribute') {
    const object = isPlainObject(node) ? node : node === undefined && create ? {} : null
    if (!object) return node
    const child = getOwn(object, segment.name)
    if (child === undefined && rest.length > 0 && !(create && rest[0]?.kind === 'attribute')) return node
    const next = updateAt(child, rest, leaf, create)
    if (next === child && object === node) return node
    const copy: JsonObject = { ...object }
    if (next === REMOVE) delete copy[segment.name]
    else if (next !== undefined) setOwn(copy, segment.name, next)
    return copy
  }
  if (!Array.isArray(node)) return node
  let changed = false
  const copy: unknown[] = [...node]
  for (const index of selectIndices(segment, node)) {
    const next = updateAt(node[index], rest, leaf, create)
    if (next !== node[index]) {
      changed = true
      copy[index] = next
    }
  }
  return changed ? copy.filter((item) => item !== REMOVE) : node
}

/** An index as a one-wide range; out of bounds it collapses to the nearest end (so `[-1]` of `[]` is 0). */
function indexBounds(index: number, length: number): [number, number] {
  const position = index < 0 ? length + index : index
  const clamp = (n: number) => Math.min(length, Math.max(0, n))
  return [clamp(position), clamp(position + 1)]
}

function insertInto(array: readonly unknown[], selector: PathSegment, position: string, items: unknown[]): unknown[] {
  const length = array.length
  let start: number
  let deleteCount = 0
  if (selector.kind === 'index' || selector.kind === 'range') {
    const [from, to] = selector.kind === 'range' ? rangeBounds(selector, length) : indexBounds(selector.index, length)
    start = position === 'after' ? to : from
    if (position === 'replace') deleteCount = to - from
  } else {
    const indices = selectIndices(selector, array)
    const first = indices[0]
    const last = indices.at(-1)
    if (first === undefined || last === undefined) return [...array]
    start = position === 'after' ? last + 1 : first
    if (position === 'replace') deleteCount = last - first + 1
  }
  const copy = [...array]
  copy.splice(start, deleteCount, ...items)
  return copy
}

function requireObject(value: unknown, operation: string): JsonObject {
  if (!isPlainObject(value)) throw badRequest(`Patch operation "${operation}" must be an object of path: value`)
  return value
}

function insertSpec(spec: unknown): { position: string; path: string; segments: PathSegment[]; selector: PathSegment; items: unknown[] } {
  const insert = requireObject(spec, 'insert')
  const positions = ['before', 'after', 'replace'].filter((key) => Object.hasOwn(insert, key))
  const position = positions[0]
  const path = position === undefined ? undefined : insert[position]
  if (positions.length !== 1 || position === undefined || typeof path !== 'string' || !Array.isArray(insert.items)) {
    throw badRequest('Insert needs exactly one of before/after/replace (a path) and an items array')
  }
  const segments = parsePath(path)
  const selector = segments.at(-1)
  if (!selector || selector.kind === 'attribute') throw badRequest(`Insert path "${path}" must end in an array selector`)
  return { position, path, segments: segments.slice(0, -1), selector, items: insert.items }
}

function applyInsert(doc: unknown, spec: unknown): unknown {
  const { position, path, segments, selector, items } = insertSpec(spec)
  return updateAt(doc, segments, (array) => {
    if (array === undefined) return array
    if (!Array.isArray(array)) throw badRequest(`Cannot insert into a non-array value at "${path}"`)
    return insertInto(array, selector, position, items)
  }, false)
}

function applyNumeric(doc: unknown, spec: unknown, operation: 'inc' | 'dec'): unknown {
  let next = doc
  for (const [path, amount] of Object.entries(requireObject(spec, operation))) {
    if (typeof amount !== 'number' || !Number.isFinite(amount)) throw badRequest(`${operation} of "${path}" needs a number`)
    const delta = operation === 'inc' ? amount : -amount
    next = updateAt(next, parsePath(path), (value) => (typeof value === 'number' ? value + delta : value), false)
  }
  return next
}

function parseTextPatch(path: string, text: unknown): Patch[] {
  if (typeof text !== 'string') throw badRequest(`diffMatchPatch of "${path}" needs a patch in text form`)
  try {
    return parsePatch(text)
  } catch (error) {
    throw badRequest(`Invalid diffMatchPatch of "${path}": ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Sanity Studio edits strings with diff-match-patch; like Sanity, a non-string value is left as it is. */
function applyTextPatches(doc: unknown, spec: unknown): unknown {
  let next = doc
  for (const [path, text] of Object.entries(requireObject(spec, 'diffMatchPatch'))) {
    const patches = parseTextPatch(path, text)
    next = updateAt(next, parsePath(path), (value) => (typeof value === 'string' ? applyPatches(patches, value, { allowExceedingIndices: true })[0] : value), false)
  }
  return next
}

function applyOperation(doc: unknown, operation: (typeof OPERATIONS)[number], spec: unknown): unknown {
  let next = doc
  switch (operation) {
    case 'set':
      for (const [path, value] of Object.entries(requireObject(spec, operation))) {
        next = updateAt(next, parsePath(path), () => value, true)
      }
      return next
    case 'setIfMissing':
      for (const [path, value] of Object.entries(requireObject(spec, operation))) {
        next = updateAt(next, parsePath(path), (current) => (current === undefined ? value : current), true)
      }
      return next
    case 'unset':
      if (!Array.isArray(spec) || !spec.every((path) => typeof path === 'string')) {
        throw badRequest('Patch operation "unset" must be an array of paths')
      }
      for (const path of spec) next = updateAt(next, parsePath(path), () => REMOVE, false)
      return next
    case 'inc':
    case 'dec':
      return applyNumeric(next, spec, operation)
    case 'insert':
      return applyInsert(next, spec)
    case 'diffMatchPatch':
      return applyTextPatches(next, spec)
  }
}

/** Checks a patch's shape and paths before any document is looked up, so bad input is a 400. */
export function validatePatch(patch: JsonObject): void {
  for (const key of Object.keys(patch)) {
    if (SELECTION_KEYS.has(key) || (OPERATIONS as readonly string[]).includes(key)) continue
    throw badRequest(`Unknown patch operation "${key}"`)
  }
  for (const operation of ['setIfMissing', 'set', 'inc', 'dec', 'diffMatchPatch'] as const) {
    if (patch[operation] === undefined) continue
    for (const [path, value] of Object.entries(requireObject(patch[operation], operation))) {
      parsePath(path)
      if ((operation === 'inc' || operation === 'dec') && (typeof value !== 'number' || !Number.isFinite(value))) {
        throw badRequest(`${operation} of "${path}" needs a number`)
      }
      if (operation === 'diffMatchPatch') parseTextPatch(path, value)
    }
  }
  if (patch.unset !== undefined) {
    if (!Array.isArray(patch.unset) || !patch.unset.every((path) => typeof path === 'string')) {
      throw badRequest('Patch operation "unset" must be an array of paths')
    }
    patch.unset.forEach((path: string) => parsePath(path))
  }
  if (patch.insert !== undefined) insertSpec(patch.insert)
}

/**
 * Applies one patch in the order Sanity's own mutator uses (setIfMissing, set, unset, inc, dec,
 * insert). `_id` never changes and `_type` must stay a string.
 */
export function applyPatch(doc: DocumentContent, patch: JsonObject): DocumentContent {
  validatePatch(patch)
  let next: unknown = doc
  for (const operation of OPERATIONS) {
    if (patch[operation] !== undefined) next = applyOperation(next, operation, patch[operation])
  }
  const result = isPlainObject(next) ? next : {}
  const type = typeof result._type === 'string' && result._type !== '' ? result._type : doc._type
  return { ...result, _id: doc._id, _type: type }
}
