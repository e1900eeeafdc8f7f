// Drafts or a release's versions, made the way the Studio's own form and "Add to release" make them (docs/decisions/030).
import type { Action } from '@sanity/client'
import type { PriceField, PriceValue } from './columns.ts'

export type WriteTarget = { kind: 'drafts' } | { kind: 'release'; name: string; title: string }

export const DRAFTS: WriteTarget = { kind: 'drafts' }

/** The id of the document the target edits for a published id (`drafts.<id>`). */
export function workingIdOf(target: WriteTarget, publishedId: string): string {
  switch (target.kind) {
    case 'drafts':
      return `drafts.${publishedId}`
    case 'release':
      return `versions.${target.name}.${publishedId}`
  }
}

/** Sent together, as one transaction; in a release, a product not in it yet is added first. */
export function editActions(
  target: WriteTarget,
  edits: ReadonlyMap<string, Partial<Record<PriceField, PriceValue>>>,
  inTarget: (publishedId: string) => boolean = () => true,
): Action[] {
  return [...edits].flatMap(([publishedId, values]): Action[] => {
    const draftId = workingIdOf(target, publishedId)
    const edit: Action = { actionType: 'sanity.action.document.edit', draftId, publishedId, patch: { set: values } }
    if (target.kind === 'drafts' || inTarget(publishedId)) return [edit]
    return [{ actionType: 'sanity.action.document.version.create', publishedId, baseId: publishedId, versionId: draftId }, edit]
  })
}

export interface Publishable {
  publishedId: string
  /** The revision staff saw: a draft changed since is not published blind (the lake answers 409). */
  workingRev?: string
  publishedRev?: string
}

/** One publish per document, guarded by the revisions staff confirmed; sent together, one transaction. Drafts only: a release publishes itself. */
export function publishActions(target: WriteTarget, documents: readonly Publishable[]): Action[] {
  if (target.kind === 'release') throw new Error(`The release "${target.title}" is published from Releases, at once or at its time`)
  return documents.map(({ publishedId, workingRev, publishedRev }) => ({
    actionType: 'sanity.action.document.publish',
    draftId: workingIdOf(target, publishedId),
    publishedId,
    ...(workingRev ? { ifDraftRevisionId: workingRev } : {}),
    ...(publishedRev ? { ifPublishedRevisionId: publishedRev } : {}),
  }))
}
