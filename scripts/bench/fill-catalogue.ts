/**
 * Fills a throw-away content lake with copies of its seeded products, so that the benchmarks can
 * measure a large catalogue: each copy has its own _id, productId, name and slug, the same images.
 */
import type { SanityClient } from '@sanity/client'
import { lakeWriteClient } from '../lib/services.ts'

export interface LakeTarget {
  lakeUrl: string
  /** The lake's token (`${DATA_DIR}/lake-token`): copies are written with it. */
  token: string
  dataset?: string
}

interface StoredProduct {
  _id: string
  _type: 'product'
  productId: number
  name: string
  slug: { _type: 'slug'; current: string }
  [field: string]: unknown
}

const BATCH = 100
const COPY_MARK = '-copy-'

/** The published originals (copies excluded), in a fixed order. */
const ORIGINALS_QUERY = `*[_type == "product" && !(_id in path("drafts.**")) && !(_id match "*${COPY_MARK}*")] | order(productId asc)`

/** Copy number `n` of `original`: a product of its own that looks like the original. */
export function copyOf(original: StoredProduct, n: number, productId: number): StoredProduct {
  const { _rev: _r, _createdAt: _c, _updatedAt: _u, ...content } = original
  return {
    ...content,
    _id: `${original._id}${COPY_MARK}${n}`,
    productId,
    name: `${original.name} (${n})`,
    slug: { _type: 'slug', current: `${original.slug.current}${COPY_MARK}${n}` },
  }
}

async function fill(client: SanityClient, count: number): Promise<number> {
  const originals = await client.fetch<StoredProduct[]>(ORIGINALS_QUERY, {}, { perspective: 'raw' })
  if (originals.length === 0) throw new Error('The lake holds no products to copy: seed it first.')
  const total = await client.fetch<number>('count(*[_type == "product" && !(_id in path("drafts.**"))])', {}, { perspective: 'raw' })
  const maxProductId = await client.fetch<number>('math::max(*[_type == "product"].productId)', {}, { perspective: 'raw' })
  const missing = Math.max(0, count - total)
  for (let start = 0; start < missing; start += BATCH) {
    const transaction = client.transaction()
    for (let i = start; i < Math.min(missing, start + BATCH); i++) {
      const n = total + i + 1
      transaction.createOrReplace(copyOf(originals[i % originals.length]!, n, maxProductId + i + 1))
    }
    await transaction.commit({ visibility: 'sync' })
  }
  return missing
}

/** Adds copies until the lake holds `count` published products; returns how many it added. */
export function fillCatalogue(target: LakeTarget, count: number): Promise<number> {
  if (!Number.isInteger(count) || count < 0) throw new Error(`The product count must be a whole number, got ${count}`)
  return fill(lakeWriteClient(target.lakeUrl.replace(/\/+$/, ''), target.token, target.dataset), count)
}
