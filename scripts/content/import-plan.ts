/**
 * What an import would do to a dataset, worked out before anything is written: which documents of
 * the archive are new, which differ from the stored ones, which are the same, and which an earlier,
 * interrupted import left half-done (its references still weak, its assets not yet attached).
 */
import { canonical } from '../seed/import.ts'
import { assetIdOf, type ArchiveDocument } from './archive-reader.ts'

export type ImportMode = 'create' | 'replace' | 'missing'

export interface ImportPlan {
  /** Not in the dataset: written in every mode. */
  add: ArchiveDocument[]
  /** In the dataset as an unfinished import of this archive left them: completed with --missing. */
  resume: ArchiveDocument[]
  /** In the dataset with the same content: never written. */
  same: ArchiveDocument[]
  /** In the dataset with other content: replaced with --replace, kept with --missing, in the way otherwise. */
  differ: ArchiveDocument[]
}

const SYSTEM_FIELDS = new Set(['_rev', '_updatedAt', '_createdAt'])
const ASSET_REF = /^(image|file)-/

type Json = unknown

/** The document as it will be stored: asset placeholders become references, references get their `_type`. */
export function asStored(value: Json): Json {
  if (Array.isArray(value)) return value.map(asStored)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, Json> = {}
  for (const [key, item] of Object.entries(value)) {
    if (SYSTEM_FIELDS.has(key)) continue
    if (key === '_sanityAsset' && typeof item === 'string') {
      const [kind = '', uri = ''] = item.split('@')
      const id = assetIdOf(kind, uri)
      if (id) out.asset = { _ref: id, _type: 'reference' }
      if (!('_type' in value)) out._type = kind
      continue
    }
    out[key] = asStored(item)
  }
  if (typeof out._ref === 'string' && out._type === undefined) out._type = 'reference'
  return out
}

/** Without weak flags and asset references: what an import writes first, before it finishes each document. */
function withoutLateParts(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutLateParts).filter((item) => item !== undefined)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, Json> = {}
  for (const [key, item] of Object.entries(value)) {
    if (key === '_weak') continue
    const ref = item as { _ref?: unknown } | null
    if (key === 'asset' && ref && typeof ref === 'object' && typeof ref._ref === 'string' && ASSET_REF.test(ref._ref)) continue
    const kept = withoutLateParts(item)
    if (kept !== undefined) out[key] = kept
  }
  const keys = Object.keys(out)
  // A field that held only an asset is left out whole until its asset is attached.
  if (keys.length === 1 && keys[0] === '_type' && (out._type === 'image' || out._type === 'file')) return undefined
  return out
}

/** The stored value without the `_key`s the import library gave list items that had none in the archive. */
function withoutAddedKeys(stored: Json, archived: Json): Json {
  if (Array.isArray(stored) && Array.isArray(archived)) return stored.map((item, i) => withoutAddedKeys(item, archived[i]))
  if (!stored || typeof stored !== 'object' || Array.isArray(stored) || !archived || typeof archived !== 'object') return stored
  const record = archived as Record<string, Json>
  const out: Record<string, Json> = {}
  for (const [key, item] of Object.entries(stored)) if (!(key === '_key' && !('_key' in record))) out[key] = withoutAddedKeys(item, record[key])
  return out
}

export function sameContent(stored: Json, archived: ArchiveDocument['doc']): boolean {
  return canonical(asStored(withoutAddedKeys(stored, archived))) === canonical(asStored(archived))
}

export function isUnfinishedImport(stored: Json, archived: ArchiveDocument['doc']): boolean {
  return canonical(withoutLateParts(asStored(withoutAddedKeys(stored, archived)))) === canonical(withoutLateParts(asStored(archived)))
}

export function planImport(documents: readonly ArchiveDocument[], stored: ReadonlyMap<string, Json>): ImportPlan {
  const plan: ImportPlan = { add: [], resume: [], same: [], differ: [] }
  for (const entry of documents) {
    const current = stored.get(entry.doc._id)
    if (current === undefined) plan.add.push(entry)
    else if (sameContent(current, entry.doc)) plan.same.push(entry)
    else if (isUnfinishedImport(current, entry.doc)) plan.resume.push(entry)
    else plan.differ.push(entry)
  }
  return plan
}

/** The documents a mode writes, by the operation that writes them. */
export function writesOf(plan: ImportPlan, mode: ImportMode): { create: ArchiveDocument[]; createOrReplace: ArchiveDocument[] } {
  if (mode === 'replace') return { create: [], createOrReplace: [...plan.add, ...plan.resume, ...plan.differ] }
  if (mode === 'missing') return { create: plan.add, createOrReplace: plan.resume }
  return { create: plan.add, createOrReplace: [] }
}
