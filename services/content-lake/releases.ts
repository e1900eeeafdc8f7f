/**
 * Content Releases, as Sanity's Content Lake keeps them: a release is the system document
 * `_.releases.<name>` (`system.release`), its members are versions `versions.<name>.<id>`, and the
 * Actions API creates, edits, schedules, publishes, archives and deletes them. Publishing a release
 * writes every version over its published document in one transaction (a version marked
 * `_system.delete` unpublishes it instead). Archiving keeps the versions inside the release document,
 * so unarchiving brings them back.
 */
import { badRequest, LakeError } from './errors.ts'
import { isPlainObject, type JsonObject } from './json.ts'
import { applyPatch, validatePatch } from './patch.ts'
import type { DocumentContent, WorkingSet } from './store.ts'

export const RELEASE_PREFIX = '_.releases.'
export const RELEASE_TYPE = 'system.release'
const RELEASE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/
const RELEASE_TYPES = new Set(['asap', 'scheduled', 'undecided'])
const ARCHIVED = '_archivedVersions'

export interface ActionContext {
  /** The transaction's time (ISO): when a release is published or scheduled. */
  now: string
  userId: string
}

export type ReleaseState = 'active' | 'scheduled' | 'published' | 'archived'

export function releaseDocumentId(name: string): string {
  return `${RELEASE_PREFIX}${name}`
}

/** `versions.<release>.<id>` → its release and published id; null for any other id. */
export function parseVersionId(id: string): { release: string; publishedId: string } | null {
  const match = /^versions\.([^.]+)\.(.+)$/.exec(id)
  return match ? { release: match[1]!, publishedId: match[2]! } : null
}

export function conflict(type: string, id: string, description: string): LakeError {
  return new LakeError(409, type, description, { id })
}

function releaseName(action: JsonObject): string {
  const name = action.releaseId
  if (typeof name !== 'string' || !RELEASE_NAME.test(name)) throw badRequest(`${String(action.actionType)} needs a "releaseId" of letters, digits, "_" or "-"`)
  return name
}

export function getRelease(set: WorkingSet, name: string): DocumentContent {
  const release = set.get(releaseDocumentId(name))
  if (!release) throw conflict('releaseNotFoundError', releaseDocumentId(name), `Release "${name}" not found`)
  return release
}

function stateOf(release: DocumentContent): ReleaseState {
  return release.state as ReleaseState
}

function requireState(release: DocumentContent, allowed: ReleaseState[], doing: string): void {
  if (!allowed.includes(stateOf(release))) {
    throw conflict('releaseStateError', release._id, `Release "${String(release.name)}" is ${String(release.state)}: it cannot be ${doing}`)
  }
}

/** The versions that belong to a release, in id order. */
export function versionsOf(set: WorkingSet, name: string): DocumentContent[] {
  const prefix = `versions.${name}.`
  return set
    .documents()
    .filter((doc) => doc._id.startsWith(prefix))
    .sort((a, b) => (a._id < b._id ? -1 : 1))
}

/** A version may be written only while its release is active (a scheduled release is locked). */
export function requireWritableVersion(set: WorkingSet, versionId: string): void {
  const parsed = parseVersionId(versionId)
  if (!parsed) return
  requireState(getRelease(set, parsed.release), ['active'], 'changed (unschedule it first)')
}

function metadataOf(value: unknown): JsonObject {
  const metadata = isPlainObject(value) ? { ...value } : {}
  const releaseType = metadata.releaseType ?? 'undecided'
  if (typeof releaseType !== 'string' || !RELEASE_TYPES.has(releaseType)) throw badRequest('"metadata.releaseType" must be asap, scheduled or undecided')
  return { ...metadata, releaseType }
}

function withoutSystem(doc: DocumentContent, id: string): DocumentContent {
  const { _system, _rev, _updatedAt, ...rest } = doc
  return { ...rest, _id: id, _type: doc._type }
}

/** Writes every version of the release over its published document and marks the release published. */
export function publishRelease(set: WorkingSet, name: string, context: ActionContext): string[] {
  const release = getRelease(set, name)
  requireState(release, ['active', 'scheduled'], 'published')
  const versions = versionsOf(set, name)
  for (const version of versions) {
    const { publishedId } = parseVersionId(version._id)!
    const system = isPlainObject(version._system) ? version._system : {}
    if (system.delete === true) set.remove(publishedId)
    else set.put(withoutSystem(version, publishedId))
    set.remove(version._id)
  }
  const { publishAt: _publishAt, ...rest } = release
  set.put({
    ...rest,
    state: 'published',
    publishedAt: context.now,
    finalDocumentStates: versions.map((version) => ({ id: parseVersionId(version._id)!.publishedId })),
  })
  return versions.map((version) => version._id)
}

type Handler = (set: WorkingSet, action: JsonObject, context: ActionContext) => void

export const releaseHandlers: Record<string, Handler> = {
  'sanity.action.release.create'(set, action, context) {
    const name = releaseName(action)
    const id = releaseDocumentId(name)
    if (set.get(id)) throw conflict('documentAlreadyExistsError', id, `Release "${name}" already exists`)
    set.put({ _id: id, _type: RELEASE_TYPE, name, state: 'active', userId: context.userId, metadata: metadataOf(action.metadata) })
  },
  'sanity.action.release.import'(set, action, context) {
    const name = releaseName(action)
    const source = action.attributes ?? action.document
    if (!isPlainObject(source)) throw badRequest('release.import needs the release document')
    const id = releaseDocumentId(name)
    if (set.get(id)) {
      if (action.ifExists === 'ignore') return
      if (action.ifExists !== 'replace') throw conflict('documentAlreadyExistsError', id, `Release "${name}" already exists`)
    }
    set.put({
      ...source,
      _id: id,
      _type: RELEASE_TYPE,
      name,
      state: source.state ?? 'active',
      userId: source.userId ?? context.userId,
      metadata: metadataOf(source.metadata),
    })
  },
  'sanity.action.release.edit'(set, action) {
    const release = getRelease(set, releaseName(action))
    if (!isPlainObject(action.patch)) throw badRequest('release.edit needs a "patch"')
    validatePatch(action.patch)
    const edited = applyPatch(release, action.patch)
    set.put({ ...edited, _id: release._id, _type: RELEASE_TYPE, name: release.name, state: release.state, metadata: metadataOf(edited.metadata) })
  },
  'sanity.action.release.schedule'(set, action) {
    const release = getRelease(set, releaseName(action))
    requireState(release, ['active'], 'scheduled')
    const publishAt = action.publishAt
    if (typeof publishAt !== 'string' || Number.isNaN(Date.parse(publishAt))) throw badRequest('release.schedule needs "publishAt", a date and time')
    set.put({ ...release, state: 'scheduled', publishAt: new Date(publishAt).toISOString() })
  },
  'sanity.action.release.unschedule'(set, action) {
    const release = getRelease(set, releaseName(action))
    requireState(release, ['scheduled'], 'unscheduled')
    const { publishAt: _publishAt, ...rest } = release
    set.put({ ...rest, state: 'active' })
  },
  'sanity.action.release.publish'(set, action, context) {
    publishRelease(set, releaseName(action), context)
  },
  'sanity.action.release.archive'(set, action) {
    const name = releaseName(action)
    const release = getRelease(set, name)
    requireState(release, ['active'], 'archived')
    const versions = versionsOf(set, name)
    for (const version of versions) set.remove(version._id)
    set.put({ ...release, state: 'archived', [ARCHIVED]: versions.map((version) => withoutSystem(version, version._id)) })
  },
  'sanity.action.release.unarchive'(set, action) {
    const name = releaseName(action)
    const release = getRelease(set, name)
    requireState(release, ['archived'], 'unarchived')
    const { [ARCHIVED]: archived, ...rest } = release
    for (const version of Array.isArray(archived) ? archived : []) {
      if (isPlainObject(version) && typeof version._id === 'string' && typeof version._type === 'string') set.put(version as DocumentContent)
    }
    set.put({ ...rest, state: 'active' })
  },
  'sanity.action.release.delete'(set, action) {
    const name = releaseName(action)
    const release = getRelease(set, name)
    requireState(release, ['archived', 'published'], 'deleted (archive it first)')
    for (const version of versionsOf(set, name)) set.remove(version._id)
    set.remove(release._id)
  },
}
