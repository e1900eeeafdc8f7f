import { badRequest, LakeError, mutationError } from './errors.ts'
import { runGroq, type GroqContext } from './groq.ts'
import { isValidDocumentId, resolveNewDocumentId } from './ids.ts'
import { isPlainObject, withArrayKeys, type JsonObject } from './json.ts'
import { applyPatch, validatePatch } from './patch.ts'
import type { DocumentContent, WorkingSet } from './store.ts'

export type MutationOperation = 'create' | 'update' | 'delete' | 'none'
export interface MutationResult {
  id: string
  operation: MutationOperation
}

export interface MutationOptions {
  groq: GroqContext
  autoGenerateArrayKeys: boolean
}

type Handler = (set: WorkingSet, spec: unknown, options: MutationOptions) => Promise<MutationResult[]>

function conflict(type: string, id: string, description: string): LakeError {
  return new LakeError(409, type, description, { id })
}

function toContent(spec: unknown, options: MutationOptions, requireId: boolean): DocumentContent {
  if (!isPlainObject(spec)) throw badRequest('The mutation needs a document object')
  const id = requireId ? spec._id : resolveNewDocumentId(spec._id)
  if (typeof id !== 'string' || !isValidDocumentId(id)) {
    throw badRequest(`Invalid or missing document ID: ${JSON.stringify(id) ?? 'undefined'}`)
  }
  if (typeof spec._type !== 'string' || spec._type === '') throw badRequest(`Document "${id}" has no _type`)
  const { _rev, _updatedAt, _createdAt, ...rest } = spec
  const content: JsonObject = { ...rest, _id: id, _type: spec._type }
  if (typeof _createdAt === 'string') content._createdAt = _createdAt
  return (options.autoGenerateArrayKeys ? withArrayKeys(content) : content) as DocumentContent
}

/** The ids a `{id}` or `{query, params}` selection names, with whether they were named explicitly. */
async function selectIds(set: WorkingSet, spec: JsonObject, options: MutationOptions): Promise<{ ids: string[]; byId: boolean }> {
  if (typeof spec.id === 'string') return { ids: [spec.id], byId: true }
  if (spec.id !== undefined) throw badRequest('"id" must be a string')
  if (typeof spec.query !== 'string') throw badRequest('The mutation needs an "id" or a "query"')
  const params = spec.params ?? {}
  if (!isPlainObject(params)) throw badRequest('"params" must be an object')
  const result = await runGroq(set.documents(), spec.query, params, options.groq)
  const found = (Array.isArray(result) ? result : [result])
    .map((doc) => (isPlainObject(doc) ? doc._id : undefined))
    .filter((id): id is string => typeof id === 'string')
  return { ids: [...new Set(found)], byId: false }
}

const handlers: Record<string, Handler> = {
  async create(set, spec, options) {
    const doc = toContent(spec, options, false)
    if (set.get(doc._id)) throw conflict('documentAlreadyExistsError', doc._id, `Document by ID "${doc._id}" already exists`)
    set.put(doc)
    return [{ id: doc._id, operation: 'create' }]
  },
  async createOrReplace(set, spec, options) {
    const doc = toContent(spec, options, true)
    const existed = set.get(doc._id) !== undefined
    set.put(doc)
    return [{ id: doc._id, operation: existed ? 'update' : 'create' }]
  },
  async createIfNotExists(set, spec, options) {
    const doc = toContent(spec, options, true)
    if (set.get(doc._id)) return [{ id: doc._id, operation: 'none' }]
    set.put(doc)
    return [{ id: doc._id, operation: 'create' }]
  },
  async delete(set, spec, options) {
    if (!isPlainObject(spec)) throw badRequest('delete needs {id} or {query}')
    const { ids } = await selectIds(set, spec, options)
    for (const id of ids) set.remove(id)
    return ids.map((id) => ({ id, operation: 'delete' }))
  },
  async patch(set, spec, options) {
    if (!isPlainObject(spec)) throw badRequest('patch needs an object')
    validatePatch(spec)
    if (spec.ifRevisionID !== undefined && typeof spec.ifRevisionID !== 'string') {
      throw badRequest('"ifRevisionID" must be a string')
    }
    const { ids, byId } = await selectIds(set, spec, options)
    const results: MutationResult[] = []
    for (const id of ids) {
      const doc = set.get(id)
      if (!doc) {
        if (byId) throw conflict('documentNotFoundError', id, `Document "${id}" not found`)
        continue
      }
      if (spec.ifRevisionID !== undefined && doc._rev !== spec.ifRevisionID) {
        throw conflict(
          'documentRevisionIDDoesNotMatchError',
          id,
          `Document "${id}" has unexpected revision ID ("${String(doc._rev)}"), expected "${spec.ifRevisionID}"`,
        )
      }
      const patched = applyPatch(doc, spec)
      set.put((options.autoGenerateArrayKeys ? withArrayKeys(patched) : patched) as DocumentContent)
      results.push({ id, operation: 'update' })
    }
    return results
  },
}

function mutationKind(mutation: unknown, index: number): [string, Handler, unknown] {
  const keys = isPlainObject(mutation) ? Object.keys(mutation) : []
  const kind = keys[0]
  const handler = kind !== undefined && Object.hasOwn(handlers, kind) ? handlers[kind] : undefined
  if (keys.length !== 1 || kind === undefined || !handler || !isPlainObject(mutation)) {
    const description = keys.length === 1 ? `Unknown mutation type "${kind}"` : 'A mutation must have exactly one operation'
    throw mutationError(400, index, { description, type: 'invalidMutationError' })
  }
  return [kind, handler, mutation[kind]]
}

/**
 * Applies Sanity mutations in order to a working set. Throws a Sanity-shaped mutation error (400
 * for a malformed mutation, 409 for a conflict) naming the failing mutation's index.
 */
export async function applyMutations(set: WorkingSet, mutations: unknown, options: MutationOptions): Promise<MutationResult[]> {
  if (!Array.isArray(mutations)) throw badRequest('"mutations" must be an array')
  mutations.forEach((mutation, index) => mutationKind(mutation, index))
  const results: MutationResult[] = []
  for (const [index, mutation] of mutations.entries()) {
    const [, handler, spec] = mutationKind(mutation, index)
    try {
      results.push(...(await handler(set, spec, options)))
    } catch (error) {
      if (!(error instanceof LakeError) || error.type === 'mutationError') throw error
      const id = typeof error.extra.id === 'string' ? error.extra.id : undefined
      throw mutationError(error.status, index, { description: error.message, type: error.type, ...(id ? { id } : {}) })
    }
  }
  return results
}
