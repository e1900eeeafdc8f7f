/**
 * A catalogue of any size for the scale benchmark: copies of the seeded products (each copy its
 * own _id, productId, slug and name) written to a throw-away lake until it holds `size` products.
 * The lake-scale branch writes a helper of the same purpose; the merge keeps one of the two.
 */
import type { SanityClient, SanityDocument } from '@sanity/client'

/** Documents per transaction: small enough for the lake's request limit, large enough to be quick. */
const BATCH = 100

export async function fillCatalogue(client: SanityClient, size: number, log: (line: string) => void = console.log): Promise<number> {
  const seeded = await client.fetch<SanityDocument[]>('*[_type == "product" && !(_id in path("drafts.**"))] | order(productId asc)')
  if (seeded.length === 0) throw new Error('The lake holds no products to copy: seed it first.')
  if (size <= seeded.length) return seeded.length
  const maxId = Math.max(...seeded.map((p) => Number(p.productId) || 0))
  const copies: SanityDocument[] = []
  for (let i = seeded.length; i < size; i++) {
    const round = Math.floor(i / seeded.length)
    const { _rev: _rev, _createdAt: _created, _updatedAt: _updated, ...source } = seeded[i % seeded.length] as SanityDocument
    const productId = maxId + i + 1
    const slug = (source.slug as { current?: string } | undefined)?.current ?? `product-${productId}`
    copies.push({
      ...source,
      _id: `product-${productId}`,
      productId,
      name: `${String(source.name)} ${round + 1}`,
      slug: { _type: 'slug', current: `${slug}-${round + 1}` },
    } as unknown as SanityDocument)
  }
  for (let start = 0; start < copies.length; start += BATCH) {
    const tx = client.transaction()
    for (const doc of copies.slice(start, start + BATCH)) tx.createOrReplace(doc)
    await tx.commit({ visibility: 'async' })
  }
  log(`The catalogue holds ${seeded.length + copies.length} products (${copies.length} copies of the seed).`)
  return seeded.length + copies.length
}
