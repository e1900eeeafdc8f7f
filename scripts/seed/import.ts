/**
 * Writes the seed into a dataset: uploads the assets it does not hold yet, swaps the `seed-asset:`
 * placeholders for the real asset ids, then createOrReplace-s every document whose content differs
 * from what is stored. A second run writes nothing, so revisions (and editors' history) stay.
 */
import { createHash } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { ASSET_REF_PREFIX, buildSeed, type Seed, type SeedAsset, type SeedDocument } from './documents.ts'

export interface SeedResult {
  /** Documents written (new, or different from the stored version). */
  created: number
  /** Documents already stored with exactly this content. */
  unchanged: number
}

const TRANSACTION_SIZE = 50
const UPLOAD_CONCURRENCY = 6
const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt'])

const describe = (doc: SeedDocument) => (typeof doc.name === 'string' ? `${doc._id} ("${doc.name}")` : doc._id)

/** Fails before anything is written when two documents share an `_id` or two products a productId. */
export function assertUniqueSeed(documents: readonly SeedDocument[]): void {
  const byId = new Map<string, SeedDocument>()
  const byProductId = new Map<number, SeedDocument>()
  for (const doc of documents) {
    const sameId = byId.get(doc._id)
    if (sameId) throw new Error(`Duplicate document id "${doc._id}" in the seed.`)
    byId.set(doc._id, doc)
    if (doc._type !== 'product') continue
    const productId = doc.productId as number
    const other = byProductId.get(productId)
    if (other) {
      throw new Error(`Duplicate productId ${productId} in the seed: ${describe(other)} and ${describe(doc)}. Each product needs its own productId.`)
    }
    byProductId.set(productId, doc)
  }
}

/** A copy of `value` with every `seed-asset:<key>` reference replaced by the uploaded asset's id. */
export function resolveAssetRefs<T>(value: T, assetIds: ReadonlyMap<string, string>): T {
  if (Array.isArray(value)) return value.map((item) => resolveAssetRefs(item, assetIds)) as T
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (key === '_ref' && typeof item === 'string' && item.startsWith(ASSET_REF_PREFIX)) {
      const assetKey = item.slice(ASSET_REF_PREFIX.length)
      const id = assetIds.get(assetKey)
      if (!id) throw new Error(`The seed refers to asset "${assetKey}", which is not in the seed's assets.`)
      out[key] = id
    } else {
      out[key] = resolveAssetRefs(item, assetIds)
    }
  }
  return out as T
}

/** JSON with sorted keys, so two documents compare equal whatever order their fields come in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  )
}

/** True when the stored document has the seed's content (system fields such as _rev ignored). */
export function isUnchanged(stored: Record<string, unknown> | null | undefined, doc: SeedDocument): boolean {
  if (!stored) return false
  const content = Object.fromEntries(Object.entries(stored).filter(([key]) => !SYSTEM_FIELDS.has(key)))
  return canonical(content) === canonical(doc)
}

const sha1 = (body: Buffer) => createHash('sha1').update(body).digest('hex')
const ASSET_TYPES = { image: 'sanity.imageAsset', file: 'sanity.fileAsset' } as const

/** Uploads the assets the dataset does not hold yet; answers asset key → asset document id. */
async function uploadAssets(client: SanityClient, assets: readonly SeedAsset[]): Promise<Map<string, string>> {
  // Asset documents carry the SHA-1 of their file (in Sanity and in the embedded lake), so an
  // asset stored by an earlier run is found without uploading it again.
  const hashes = [...new Set(assets.map((asset) => sha1(asset.body)))]
  const stored = await client.fetch<{ _id: string; _type: string; sha1hash: string }[]>('*[_type in $types && sha1hash in $hashes]{_id, _type, sha1hash}', {
    types: Object.values(ASSET_TYPES),
    hashes,
  })
  const storedIds = new Map(stored.map((asset) => [`${asset._type}:${asset.sha1hash}`, asset._id]))
  const ids = new Map<string, string>()
  const missing: SeedAsset[] = []
  for (const asset of assets) {
    const id = storedIds.get(`${ASSET_TYPES[asset.kind]}:${sha1(asset.body)}`)
    if (id) ids.set(asset.key, id)
    else missing.push(asset)
  }
  for (let start = 0; start < missing.length; start += UPLOAD_CONCURRENCY) {
    const batch = missing.slice(start, start + UPLOAD_CONCURRENCY)
    const uploaded = await Promise.all(
      batch.map((asset) => client.assets.upload(asset.kind, asset.body, { filename: asset.filename, contentType: asset.contentType })),
    )
    uploaded.forEach((document, index) => ids.set(batch[index]!.key, document._id))
  }
  return ids
}

async function storedDocuments(client: SanityClient, ids: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  const stored = new Map<string, Record<string, unknown>>()
  for (let start = 0; start < ids.length; start += 100) {
    const found = await client.getDocuments(ids.slice(start, start + 100))
    for (const doc of found) if (doc) stored.set(doc._id, doc)
  }
  return stored
}

export async function seed(client: SanityClient, data: Seed = buildSeed()): Promise<SeedResult> {
  assertUniqueSeed(data.documents)
  const assetIds = await uploadAssets(client, data.assets)
  const documents = data.documents.map((doc) => resolveAssetRefs(doc, assetIds))
  const stored = await storedDocuments(
    client,
    documents.map((doc) => doc._id),
  )
  const changed = documents.filter((doc) => !isUnchanged(stored.get(doc._id), doc))
  for (let start = 0; start < changed.length; start += TRANSACTION_SIZE) {
    const transaction = client.transaction()
    for (const doc of changed.slice(start, start + TRANSACTION_SIZE)) transaction.createOrReplace(doc)
    await transaction.commit()
  }
  return { created: changed.length, unchanged: documents.length - changed.length }
}
