/**
 * Patches are applied by Sanity's own mutator (`@sanity/mutator`, the code the Studio uses for its
 * optimistic edits), so the embedded lake and the hosted one agree on paths, ranges, `_key`
 * selectors, insert positions, numeric and text patches. What stays here is the lake's part:
 * refusing malformed patches with a 400 before any document is looked up, and keeping `_id` and
 * `_type` as the hosted lake does.
 */
import { parsePatch } from '@sanity/diff-match-patch'
import { extract, Mutation, type Doc } from '@sanity/mutator'
import { badRequest } from './errors.ts'
import { isPlainObject, type JsonObject } from './json.ts'
import type { DocumentContent } from './store.ts'

/** Fields a patch may address besides the document's own content. */
export const SELECTION_KEYS = new Set(['id', 'query', 'params', 'ifRevisionID'])
const OPERATIONS = new Set(['setIfMissing', 'set', 'unset', 'diffMatchPatch', 'inc', 'dec', 'insert'])
const INSERT_POSITIONS = ['before', 'after', 'replace'] as const

function requireObject(value: unknown, operation: string): JsonObject {
  if (!isPlainObject(value)) throw badRequest(`Patch operation "${operation}" must be an object of path: value`)
  return value
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The patch's own operations (no selection keys), as the mutator takes them for one document. */
function operationsOf(patch: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(patch).filter(([key]) => !SELECTION_KEYS.has(key)))
}

/**
 * `__proto__` keys arrive as own properties (JSON.parse makes them so); the mutator assigns with
 * plain property writes, where such a key would replace the prototype. They are renamed on the
 * way in and restored on the way out, so the stored document keeps them as data.
 */
const PROTO = '__proto__'
const PROTO_STANDIN = '__proto_as_data_7f3c__'

function renameKeys(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, from, to))
  if (!isPlainObject(value)) return value
  const out: JsonObject = {}
  for (const [key, child] of Object.entries(value)) {
    Object.defineProperty(out, key === from ? to : key, { value: renameKeys(child, from, to), enumerable: true, writable: true, configurable: true })
  }
  return out
}

function renamePaths(patch: JsonObject, from: string, to: string): JsonObject {
  const rename = (path: string) => path.split(from).join(to)
  const out: JsonObject = {}
  for (const [operation, spec] of Object.entries(patch)) {
    if (operation === 'unset' && Array.isArray(spec)) out.unset = spec.map((path) => (typeof path === 'string' ? rename(path) : path))
    else if (operation === 'insert' && isPlainObject(spec)) {
      out.insert = Object.fromEntries(Object.entries(spec).map(([k, v]) => [k, typeof v === 'string' ? rename(v) : renameKeys(v, from, to)]))
    } else if (isPlainObject(spec)) {
      out[operation] = Object.fromEntries(Object.entries(spec).map(([path, v]) => [rename(path), renameKeys(v, from, to)]))
    } else out[operation] = spec
  }
  return out
}

/**
 * Text patches only where the value is a string: the mutator throws on anything else, while the
 * lake, like Sanity's, leaves such a value as it is.
 */
function textPatchesOnStrings(doc: Doc, operations: JsonObject): JsonObject {
  if (!isPlainObject(operations.diffMatchPatch)) return operations
  const onStrings = Object.entries(operations.diffMatchPatch).filter(([path]) => {
    const values = extract(path, doc)
    return values.length > 0 && values.every((value) => typeof value === 'string')
  })
  const { diffMatchPatch: _all, ...rest } = operations
  return onStrings.length > 0 ? { ...rest, diffMatchPatch: Object.fromEntries(onStrings) } : rest
}

function runMutator(doc: DocumentContent, operations: JsonObject): DocumentContent {
  let result: Doc | null
  try {
    const target = renameKeys(doc, PROTO, PROTO_STANDIN) as Doc
    const patch = textPatchesOnStrings(target, renamePaths(operations, PROTO, PROTO_STANDIN))
    result = new Mutation({ mutations: [{ patch: { ...patch, id: doc._id } }] }).apply(target)
  } catch (error) {
    throw badRequest(`Invalid patch: ${message(error)}`)
  }
  return renameKeys(result ?? {}, PROTO_STANDIN, PROTO) as DocumentContent
}

/** Checks a patch's shape and paths before any document is looked up, so bad input is a 400. */
export function validatePatch(patch: JsonObject): void {
  for (const key of Object.keys(patch)) {
    if (!SELECTION_KEYS.has(key) && !OPERATIONS.has(key)) throw badRequest(`Unknown patch operation "${key}"`)
  }
  for (const operation of ['setIfMissing', 'set', 'inc', 'dec', 'diffMatchPatch'] as const) {
    if (patch[operation] === undefined) continue
    for (const [path, value] of Object.entries(requireObject(patch[operation], operation))) {
      if ((operation === 'inc' || operation === 'dec') && (typeof value !== 'number' || !Number.isFinite(value))) {
        throw badRequest(`${operation} of "${path}" needs a number`)
      }
      if (operation === 'diffMatchPatch') {
        if (typeof value !== 'string') throw badRequest(`diffMatchPatch of "${path}" needs a patch in text form`)
        try {
          parsePatch(value)
        } catch (error) {
          throw badRequest(`Invalid diffMatchPatch of "${path}": ${message(error)}`)
        }
      }
    }
  }
  if (patch.unset !== undefined && (!Array.isArray(patch.unset) || !patch.unset.every((path) => typeof path === 'string'))) {
    throw badRequest('Patch operation "unset" must be an array of paths')
  }
  if (patch.insert !== undefined) {
    const insert = requireObject(patch.insert, 'insert')
    const positions = INSERT_POSITIONS.filter((key) => Object.hasOwn(insert, key))
    const position = positions[0]
    if (positions.length !== 1 || position === undefined || typeof insert[position] !== 'string' || !Array.isArray(insert.items)) {
      throw badRequest('Insert needs exactly one of before/after/replace (a path) and an items array')
    }
  }
  // Path syntax: the mutator parses every path when it applies; a stand-in document shows a bad
  // one now, whatever the stored document holds.
  runMutator({ _id: 'validation', _type: 'validation' }, operationsOf(patch))
}

/** Applies one patch with Sanity's mutator. `_id` never changes and `_type` must stay a string. */
export function applyPatch(doc: DocumentContent, patch: JsonObject): DocumentContent {
  validatePatch(patch)
  const result = runMutator(doc, operationsOf(patch))
  const type = typeof result._type === 'string' && result._type !== '' ? result._type : doc._type
  return { ...result, _id: doc._id, _type: type }
}
