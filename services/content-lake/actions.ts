/**
 * Sanity's Actions API (`POST /data/actions/{dataset}`), through which the Studio writes: edits go
 * to the draft (`drafts.{id}`, made from the published document on the first edit) or to a release's
 * version (`versions.{release}.{id}`), publishing replaces the published document with the draft and
 * removes the draft; releases and their versions are releases.ts. Every failed precondition is a
 * 409, so the Studio drops the stale edit and reloads.
 */
import { badRequest } from './errors.ts'
import { isPlainObject, type JsonObject } from './json.ts'
import { applyPatch, validatePatch } from './patch.ts'
import { conflict, parseVersionId, releaseHandlers, requireWritableVersion, type ActionContext } from './releases.ts'
import type { DocumentContent, WorkingSet } from './store.ts'

const DRAFT_PREFIX = 'drafts.'

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

function publishedIdOf(action: JsonObject): string {
  const publishedId = text(action, 'publishedId')
  if (publishedId.startsWith(DRAFT_PREFIX) || publishedId.startsWith('versions.')) throw badRequest(`"${publishedId}" is not a published document id`)
  return publishedId
}

/** Whether `id` is the draft of `publishedId` or its version in a release. */
function belongsTo(id: string, publishedId: string): boolean {
  return id === `${DRAFT_PREFIX}${publishedId}` || parseVersionId(id)?.publishedId === publishedId
}

/** The draft id the action names must be the published id's draft: `drafts.{publishedId}`. */
function draftPair(action: JsonObject): { draftId: string; publishedId: string } {
  const publishedId = publishedIdOf(action)
  const draftId = optionalText(action, 'draftId') ?? `${DRAFT_PREFIX}${publishedId}`
  if (draftId !== `${DRAFT_PREFIX}${publishedId}`) throw badRequest(`Draft id "${draftId}" does not belong to "${publishedId}"`)
  return { draftId, publishedId }
}

/** Like draftPair, but the target may also be a release's version of the document. */
function editTarget(action: JsonObject): { draftId: string; publishedId: string } {
  const publishedId = publishedIdOf(action)
  const draftId = optionalText(action, 'draftId') ?? `${DRAFT_PREFIX}${publishedId}`
  if (!belongsTo(draftId, publishedId)) throw badRequest(`Draft id "${draftId}" does not belong to "${publishedId}"`)
  return { draftId, publishedId }
}

/** A draft or version id an action names on its own (`versionId`). */
function variantId(action: JsonObject, key: string): string {
  const id = text(action, key)
  if (!id.startsWith(DRAFT_PREFIX) && !parseVersionId(id)) throw badRequest(`"${id}" is not a draft or version id`)
  return id
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

/** A copy made into a draft or version starts without the release bookkeeping of its source. */
function copyInto(doc: DocumentContent | JsonObject, id: string): DocumentContent {
  const { _system, ...rest } = withId(doc, id)
  return rest as DocumentContent
}

type ActionHandler = (set: WorkingSet, action: JsonObject, context: ActionContext) => void

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
    const { draftId, publishedId } = editTarget(action)
    requireWritableVersion(set, draftId)
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
  'sanity.action.document.version.create'(set, action) {
    const publishedId = publishedIdOf(action)
    let id: string
    let content: DocumentContent | JsonObject
    if (isPlainObject(action.document)) {
      id = typeof action.document._id === 'string' ? action.document._id : ''
      if (typeof action.document._type !== 'string') throw badRequest('version.create needs a "document" with a _type')
      content = action.document
    } else {
      const baseId = text(action, 'baseId')
      id = text(action, 'versionId')
      const base = set.get(baseId)
      if (!base) throw conflict('documentNotFoundError', baseId, `Document "${baseId}" not found`)
      expectRevision(base, optionalText(action, 'ifBaseRevisionId'), baseId)
      content = base
    }
    if (!belongsTo(id, publishedId)) throw badRequest(`Version id "${id}" does not belong to "${publishedId}"`)
    requireWritableVersion(set, id)
    if (set.get(id)) throw conflict('documentAlreadyExistsError', id, `Document by ID "${id}" already exists`)
    set.put(copyInto(content, id))
  },
  'sanity.action.document.version.replace'(set, action) {
    const document = action.document
    if (!isPlainObject(document) || typeof document._id !== 'string' || typeof document._type !== 'string')
      throw badRequest('version.replace needs a "document" with _id and _type')
    const id = variantId({ id: document._id }, 'id')
    requireWritableVersion(set, id)
    if (!set.get(id)) throw conflict('documentNotFoundError', id, `Document "${id}" not found`)
    set.put(withId(document, id))
  },
  'sanity.action.document.version.discard'(set, action) {
    const id = variantId(action, 'versionId')
    requireWritableVersion(set, id)
    if (!set.get(id)) throw conflict('documentNotFoundError', id, `Document "${id}" not found`)
    set.remove(id)
  },
  'sanity.action.document.version.unpublish'(set, action) {
    const publishedId = publishedIdOf(action)
    const id = variantId(action, 'versionId')
    if (!parseVersionId(id) || !belongsTo(id, publishedId)) throw badRequest(`"${id}" is not a version of "${publishedId}"`)
    requireWritableVersion(set, id)
    const published = set.get(publishedId)
    if (!published) throw conflict('documentNotFoundError', publishedId, `Document "${publishedId}" is not published`)
    const version = set.get(id) ?? copyInto(published, id)
    const system = isPlainObject(version._system) ? version._system : {}
    set.put({ ...version, _system: { ...system, delete: true } })
  },
  ...releaseHandlers,
}

/** Applies the actions in order to one working set: the caller commits them as one transaction. */
export function applyActions(set: WorkingSet, actions: unknown, context: ActionContext): void {
  if (!Array.isArray(actions) || actions.length === 0) throw badRequest('"actions" must be a non-empty array')
  for (const action of actions) {
    if (!isPlainObject(action) || typeof action.actionType !== 'string') throw badRequest('Every action needs an "actionType"')
    const handler = Object.hasOwn(handlers, action.actionType) ? handlers[action.actionType] : undefined
    if (!handler) throw badRequest(`Unknown action "${action.actionType}"`)
    handler(set, action, context)
  }
}
