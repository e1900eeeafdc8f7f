/**
 * Sanity's Actions API (`POST /data/actions/{dataset}`), through which the Studio writes: edits go
 * to the draft (`drafts.{id}`, made from the published document on the first edit), publishing
 * replaces the published document with the draft and removes the draft. Release versions are not
 * supported. Every failed precondition is a 409, so the Studio drops the stale edit and reloads.
 */
import { badRequest, LakeError } from './errors.ts'
import { isPlainObject, type JsonObject } from './json.ts'
import { applyPatch, validatePatch } from './patch.ts'
import type { DocumentContent, WorkingSet } from './store.ts'

const DRAFT_PREFIX = 'drafts.'

function conflict(type: string, id: string, description: string): LakeError {
  return new LakeError(409, type, description, { id })
}

function text(action: JsonObject, key: string): string {
  const value = action[key]
  if (typeof value !== 'string' || value === '') throw badRequest(`${String(action.actionType)} needs "${key}"`)
  return value
}

function optionalText(action: JsonObject, key: string): string | undefined {
  const value = action[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw badRequest(`"${key}" must be a string`)
  return value
}

/** The draft id the action names must be the published id's draft: `drafts.{publishedId}`. */
function draftPair(action: JsonObject): { draftId: string; publishedId: string } {
  const publishedId = text(action, 'publishedId')
  const draftId = optionalText(action, 'draftId') ?? `${DRAFT_PREFIX}${publishedId}`
  if (publishedId.startsWith(DRAFT_PREFIX) || publishedId.startsWith('versions.')) throw badRequest(`"${publishedId}" is not a published document id`)
  if (draftId.startsWith('versions.')) throw badRequest('Releases are not supported by the embedded content lake')
  if (draftId !== `${DRAFT_PREFIX}${publishedId}`) throw badRequest(`Draft id "${draftId}" does not belong to "${publishedId}"`)
  return { draftId, publishedId }
}

function expectRevision(doc: DocumentContent | undefined, expected: string | undefined, id: string): void {
  if (expected === undefined || !doc) return
  if (doc._rev !== expected) {
    throw conflict('documentRevisionIDDoesNotMatchError', id, `Document "${id}" has unexpected revision ID ("${String(doc._rev)}"), expected "${expected}"`)
  }
}

function withId(doc: DocumentContent | JsonObject, id: string): DocumentContent {
  const { _rev, _updatedAt, ...rest } = doc
  return { ...rest, _id: id, _type: String(doc._type) } as DocumentContent
}

type ActionHandler = (set: WorkingSet, action: JsonObject) => void

const handlers: Record<string, ActionHandler> = {
  'sanity.action.document.create'(set, action) {
    const { draftId, publishedId } = draftPair(action)
    const attributes = action.attributes
    if (!isPlainObject(attributes) || typeof attributes._type !== 'string') throw badRequest('create needs "attributes" with a _type')
    const id = typeof attributes._id === 'string' ? attributes._id : draftId
    if (id !== draftId && id !== publishedId) throw badRequest(`Document id "${id}" does not belong to "${publishedId}"`)
    if (set.get(id)) {
      if (action.ifExists === 'ignore') return
      throw conflict('documentAlreadyExistsError', id, `Document by ID "${id}" already exists`)
    }
    set.put(withId(attributes, id))
  },
  'sanity.action.document.replaceDraft'(set, action) {
    const { draftId } = draftPair(action)
    const attributes = action.attributes
    if (!isPlainObject(attributes) || typeof attributes._type !== 'string') throw badRequest('replaceDraft needs "attributes" with a _type')
    set.put(withId(attributes, draftId))
  },
  'sanity.action.document.edit'(set, action) {
    const { draftId, publishedId } = draftPair(action)
    const patch = action.patch
    if (!isPlainObject(patch)) throw badRequest('edit needs a "patch"')
    validatePatch(patch)
    const { id: _id, query: _query, params: _params, ifRevisionID, ...operations } = patch
    const base = set.get(draftId) ?? set.get(publishedId)
    if (!base) throw conflict('documentNotFoundError', publishedId, `Document "${publishedId}" not found`)
    expectRevision(base, typeof ifRevisionID === 'string' ? ifRevisionID : undefined, base._id)
    set.put(applyPatch(withId(base, draftId), operations))
  },
  'sanity.action.document.publish'(set, action) {
    const { draftId, publishedId } = draftPair(action)
    const draft = set.get(draftId)
    if (!draft) throw conflict('documentNotFoundError', draftId, `There is no draft of "${publishedId}" to publish`)
    expectRevision(draft, optionalText(action, 'ifDraftRevisionId'), draftId)
    expectRevision(set.get(publishedId), optionalText(action, 'ifPublishedRevisionId'), publishedId)
    set.put(withId(draft, publishedId))
    set.remove(draftId)
  },
  'sanity.action.document.unpublish'(set, action) {
    const { draftId, publishedId } = draftPair(action)
    const published = set.get(publishedId)
    if (!published) throw conflict('documentNotFoundError', publishedId, `Document "${publishedId}" is not published`)
    if (!set.get(draftId)) set.put(withId(published, draftId))
    set.remove(publishedId)
  },
  'sanity.action.document.discard'(set, action) {
    const draftId = text(action, 'draftId')
    if (!draftId.startsWith(DRAFT_PREFIX)) throw badRequest(`"${draftId}" is not a draft id`)
    if (!set.get(draftId)) throw conflict('documentNotFoundError', draftId, `Draft "${draftId}" not found`)
    set.remove(draftId)
  },
  'sanity.action.document.delete'(set, action) {
    const { publishedId } = draftPair(action)
    const includeDrafts = action.includeDrafts ?? []
    if (!Array.isArray(includeDrafts) || !includeDrafts.every((id) => typeof id === 'string')) throw badRequest('"includeDrafts" must be a list of ids')
    const ids = [publishedId, `${DRAFT_PREFIX}${publishedId}`, ...includeDrafts]
    if (!ids.some((id) => set.get(id))) throw conflict('documentNotFoundError', publishedId, `Document "${publishedId}" not found`)
    for (const id of new Set(ids)) set.remove(id)
  },
}

/** Applies the actions in order to one working set: the caller commits them as one transaction. */
export function applyActions(set: WorkingSet, actions: unknown): void {
  if (!Array.isArray(actions) || actions.length === 0) throw badRequest('"actions" must be a non-empty array')
  for (const action of actions) {
    if (!isPlainObject(action) || typeof action.actionType !== 'string') throw badRequest('Every action needs an "actionType"')
    const handler = Object.hasOwn(handlers, action.actionType) ? handlers[action.actionType] : undefined
    if (!handler) {
      const releases = action.actionType.startsWith('sanity.action.release') || action.actionType.includes('.version.')
      throw badRequest(releases ? 'Releases are not supported by the embedded content lake' : `Unknown action "${action.actionType}"`)
    }
    handler(set, action)
  }
}
