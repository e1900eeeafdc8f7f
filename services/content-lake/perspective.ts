import { badRequest } from './errors.ts'
import { isPublicId, publishedIdOf } from './ids.ts'
import type { LakeDocument } from './store.ts'

/**
 * `published`, `drafts`, `raw`, or a stack of layers over the published documents, highest first:
 * `rSpring,drafts` shows a document from the release `rSpring` where it has a version there, else its
 * draft, else the published one (Sanity's perspective stacks).
 */
export type Perspective = string

const LAYER = /^[A-Za-z0-9_-]{1,64}$/

/** Reads `?perspective=` into its canonical form (layers comma-joined, `previewDrafts` as `drafts`). */
export function parsePerspective(value: string | null): Perspective {
  if (value === null || value === '' || value === 'published') return 'published'
  if (value === 'raw') return 'raw'
  if (value === 'drafts' || value === 'previewDrafts') return 'drafts'
  const stack = value.split(',').map((name) => name.trim())
  if (!stack.every((name) => LAYER.test(name))) throw badRequest(`Invalid perspective "${value}": use published, drafts, raw or a list of releases`)
  if (stack.includes('raw')) throw badRequest('The raw perspective cannot be part of a stack')
  const layers = stack.filter((name) => name !== 'published')
  return layers.length === 0 ? 'published' : layers.join(',')
}

interface View {
  documents: readonly LakeDocument[]
  /** For a document shown from a draft or version: the id it really has. */
  origins: ReadonlyMap<string, string>
}

function layered(documents: readonly LakeDocument[], layers: string[]): View {
  const view = new Map<string, LakeDocument>()
  const origins = new Map<string, string>()
  for (const doc of documents) if (isPublicId(doc._id)) view.set(doc._id, doc)
  // Lowest layer first, so a higher one overwrites it.
  for (const layer of [...layers].reverse()) {
    const prefix = layer === 'drafts' ? 'drafts.' : `versions.${layer}.`
    for (const doc of documents) {
      if (!doc._id.startsWith(prefix)) continue
      const id = layer === 'drafts' ? publishedIdOf(doc._id) : doc._id.slice(prefix.length)
      const system = doc._system as { delete?: unknown } | undefined
      if (system?.delete === true) {
        view.delete(id)
        origins.delete(id)
        continue
      }
      view.set(id, { ...doc, _id: id })
      origins.set(id, doc._id)
    }
  }
  return { documents: [...view.values()].sort((a, b) => (a._id < b._id ? -1 : 1)), origins }
}

// Keyed on the store's snapshot array, which is replaced on every commit.
const cache = new WeakMap<readonly LakeDocument[], Map<Perspective, View>>()

function viewOf(documents: readonly LakeDocument[], perspective: Perspective): View {
  let views = cache.get(documents)
  if (!views) cache.set(documents, (views = new Map()))
  let view = views.get(perspective)
  if (!view) {
    view = perspective === 'published' ? layered(documents, []) : layered(documents, perspective.split(','))
    views.set(perspective, view)
  }
  return view
}

/** The documents a query sees under a perspective. */
export function documentsFor(documents: readonly LakeDocument[], perspective: Perspective): readonly LakeDocument[] {
  return perspective === 'raw' ? documents : viewOf(documents, perspective).documents
}

/** The id a document of the perspective's view really has (`drafts.x` for one shown from its draft), or undefined when it is its own. */
export function originalIdIn(documents: readonly LakeDocument[], perspective: Perspective): ((id: string) => string | undefined) | undefined {
  if (perspective === 'raw' || perspective === 'published') return undefined
  const { origins } = viewOf(documents, perspective)
  return (id) => origins.get(id)
}
