import { describe, expect, it } from 'vitest'
import { request, startTestLake } from './testing.ts'

const product = { _id: 'product-1', _type: 'product', name: 'Green Cardamom', price: 450 }

async function withPublished() {
  const test = await startTestLake()
  await test.client.createOrReplace(product)
  return test
}

const edit = (patch: Record<string, unknown>) => ({
  actionType: 'sanity.action.document.edit' as const,
  draftId: 'drafts.product-1',
  publishedId: 'product-1',
  patch,
})
const publish = { actionType: 'sanity.action.document.publish' as const, draftId: 'drafts.product-1', publishedId: 'product-1' }

describe('actions API (what Sanity Studio writes with)', () => {
  it('edits into a draft made from the published document; readers of published content do not see it', async () => {
    const { client } = await withPublished()
    const result = await client.action(edit({ set: { price: 499 } }), { transactionId: 'studio-tx-1' })
    expect(result.transactionId).toBe('studio-tx-1')
    const [published, draft] = await client.getDocuments(['product-1', 'drafts.product-1'])
    expect(published).toMatchObject({ price: 450 })
    expect(draft).toMatchObject({ _id: 'drafts.product-1', name: 'Green Cardamom', price: 499, _rev: 'studio-tx-1', _createdAt: published?._createdAt })
    expect(await client.fetch('*[_type == "product"][0].price', {}, { perspective: 'published' })).toBe(450)
    expect(await client.fetch('*[_type == "product"]{_id, price}', {}, { perspective: 'drafts' })).toEqual([{ _id: 'product-1', price: 499 }])
  })

  it('applies further edits to the draft, and answers 409 on a revision mismatch without changing anything', async () => {
    const { client } = await withPublished()
    await client.action(edit({ set: { price: 499 } }))
    await client.action(edit({ inc: { price: 1 } }))
    await expect(client.action(edit({ set: { price: 1 }, ifRevisionID: 'stale' }))).rejects.toMatchObject({ statusCode: 409 })
    expect(await client.getDocument('drafts.product-1')).toMatchObject({ price: 500 })
  })

  it('gives a new revision to a document an action leaves as it was (the Studio waits for one)', async () => {
    const { client } = await withPublished()
    await client.action(edit({ set: { price: 499 } }))
    await client.action(edit({ set: { price: 499 } }), { transactionId: 'studio-tx-same' })
    expect(await client.getDocument('drafts.product-1')).toMatchObject({ price: 499, _rev: 'studio-tx-same' })
  })

  it('publishes: the draft replaces the published document and disappears, keeping its creation time', async () => {
    const { client } = await withPublished()
    const before = await client.getDocument('product-1')
    await client.action(edit({ set: { price: 520 } }))
    await client.action(publish)
    const [published, draft] = await client.getDocuments(['product-1', 'drafts.product-1'])
    expect(draft).toBeNull()
    expect(published).toMatchObject({ _id: 'product-1', price: 520, _createdAt: before?._createdAt })
  })

  it('refuses to publish with a stale published revision or without a draft (409)', async () => {
    const { client } = await withPublished()
    await expect(client.action(publish)).rejects.toMatchObject({ statusCode: 409 })
    await client.action(edit({ set: { price: 520 } }))
    await expect(client.action({ ...publish, ifPublishedRevisionId: 'stale' })).rejects.toMatchObject({ statusCode: 409 })
    expect(await client.getDocument('product-1')).toMatchObject({ price: 450 })
  })

  it('discards a draft, unpublishes into a draft, and deletes a document with its draft', async () => {
    const { client } = await withPublished()
    await client.action(edit({ set: { price: 1 } }))
    await client.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.product-1' })
    expect(await client.getDocument('drafts.product-1')).toBeUndefined()
    await expect(client.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.product-1' })).rejects.toMatchObject({ statusCode: 409 })

    await client.action({ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.product-1', publishedId: 'product-1' })
    expect(await client.getDocument('product-1')).toBeUndefined()
    expect(await client.getDocument('drafts.product-1')).toMatchObject({ price: 450 })

    await client.action({ actionType: 'sanity.action.document.delete', publishedId: 'product-1', includeDrafts: ['drafts.product-1'] })
    expect(await client.fetch('count(*)', {}, { perspective: 'raw' })).toBe(0)
  })

  it('creates a draft once (ifExists fail → 409, ignore → unchanged)', async () => {
    const { client } = await startTestLake()
    const create = {
      actionType: 'sanity.action.document.create' as const,
      publishedId: 'post-1',
      attributes: { _id: 'drafts.post-1', _type: 'blogPost', title: 'Makhana' },
      ifExists: 'fail' as const,
    }
    await client.action(create)
    await expect(client.action(create)).rejects.toMatchObject({ statusCode: 409 })
    await client.action({ ...create, attributes: { ...create.attributes, title: 'Other' }, ifExists: 'ignore' })
    expect(await client.getDocument('drafts.post-1')).toMatchObject({ title: 'Makhana' })
  })

  it('commits several actions as one transaction, or none of them', async () => {
    const { client } = await withPublished()
    await expect(client.action([edit({ set: { price: 1 } }), { ...publish, ifPublishedRevisionId: 'stale' }])).rejects.toMatchObject({ statusCode: 409 })
    expect(await client.getDocument('drafts.product-1')).toBeUndefined()
    await client.action([edit({ set: { price: 2 } }), publish])
    expect(await client.getDocument('product-1')).toMatchObject({ price: 2 })
  })

  it('answers 409 for a release that does not exist, 400 for unknown actions and mismatched ids', async () => {
    const { lake } = await withPublished()
    const post = (actions: unknown) =>
      request(lake, '/v2025-02-19/data/actions/production', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ actions }),
      })
    expect(await post([{ actionType: 'sanity.action.release.publish', releaseId: 'r1' }])).toMatchObject({
      status: 409,
      body: { error: { description: 'Release "r1" not found' } },
    })
    expect(await post([{ actionType: 'sanity.action.document.explode' }])).toMatchObject({ status: 400 })
    expect(await post([{ ...edit({ set: { price: 1 } }), draftId: 'drafts.other' }])).toMatchObject({ status: 400 })
    expect(await post([])).toMatchObject({ status: 400 })
  })
})
