/**
 * Where the price list writes, in one place. Today: drafts, as the Studio's form writes them
 * (`sanity.action.document.edit` makes the draft from the published document on the first edit;
 * `sanity.action.document.publish` replaces the published document with it). A release's versions
 * would be one more kind here (their ids and actions), and every caller would follow.
 */
import type { Action } from '@sanity/client'
import type { PriceField, PriceValue } from './columns.ts'

export type WriteTarget = { kind: 'drafts' }

export const DRAFTS: WriteTarget = { kind: 'drafts' }

/** The id of the document the target edits for a published id (`drafts.<id>`). */
export function workingIdOf(target: WriteTarget, publishedId: string): string {
  switch (target.kind) {
    case 'drafts':
      return `drafts.${publishedId}`
  }
}

/** One edit per product, each setting the product's new values; sent together, they are one transaction. */
export function editActions(target: WriteTarget, edits: ReadonlyMap<string, Partial<Record<PriceField, PriceValue>>>): Action[] {
  return [...edits].map(([publishedId, values]) => ({
    actionType: 'sanity.action.document.edit',
    draftId: workingIdOf(target, publishedId),
    publishedId,
    patch: { set: values },
  }))
}

export interface Publishable {
  publishedId: string
  /** The revision staff saw: a draft changed since is not published blind (the lake answers 409). */
  workingRev?: string
  publishedRev?: string
}

/** One publish per document, guarded by the revisions staff confirmed; sent together, one transaction. */
export function publishActions(target: WriteTarget, documents: readonly Publishable[]): Action[] {
  return documents.map(({ publishedId, workingRev, publishedRev }) => ({
    actionType: 'sanity.action.document.publish',
    draftId: workingIdOf(target, publishedId),
    publishedId,
    ...(workingRev ? { ifDraftRevisionId: workingRev } : {}),
    ...(publishedRev ? { ifPublishedRevisionId: publishedRev } : {}),
  }))
}
