import { badRequest } from './errors.ts'
import { isDraftId, isPublishedId, publishedIdOf } from './ids.ts'
import type { LakeDocument } from './store.ts'

export type Perspective = 'published' | 'drafts' | 'raw'

/** Reads `?perspective=`; a release stack (`drafts,r1`) is served as drafts, releases being unsupported. */
export function parsePerspective(value: string | null): Perspective {
  if (value === null || value === '' || value === 'published') return 'published'
  if (value === 'raw') return 'raw'
  if (value === 'drafts' || value === 'previewDrafts') return 'drafts'
  const stack = value.split(',').map((name) => name.trim())
  if (stack.every((name) => /^[A-Za-z0-9_-]+$/.test(name))) return stack.includes('drafts') ? 'drafts' : 'published'
  throw badRequest(`Invalid perspective "${value}": use published, drafts or raw`)
}

function draftsOverlay(documents: readonly LakeDocument[]): LakeDocument[] {
  const view = new Map<string, LakeDocument>()
  for (const doc of documents) {
    if (isPublishedId(doc._id) && !view.has(doc._id)) view.set(doc._id, doc)
    else if (isDraftId(doc._id)) view.set(publishedIdOf(doc._id), { ...doc, _id: publishedIdOf(doc._id) })
  }
  return [...view.values()]
}

// Keyed on the store's snapshot array, which is replaced on every commit.
const cache = new WeakMap<readonly LakeDocument[], Map<Perspective, readonly LakeDocument[]>>()

/** The documents a query sees under a perspective. */
export function documentsFor(documents: readonly LakeDocument[], perspective: Perspective): readonly LakeDocument[] {
  if (perspective === 'raw') return documents
  let views = cache.get(documents)
  if (!views) cache.set(documents, (views = new Map()))
  let view = views.get(perspective)
  if (!view) {
    view = perspective === 'published' ? documents.filter((doc) => isPublishedId(doc._id)) : draftsOverlay(documents)
    views.set(perspective, view)
  }
  return view
}
