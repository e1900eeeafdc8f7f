import { describe, expect, it } from 'vitest'
import { startTestLake } from '../../services/content-lake/testing.ts'
import { buildSeed } from './documents.ts'
import { seed } from './import.ts'

const CONTENT = '*[!(_type match "sanity.*")]'

describe('seed into the embedded lake', () => {
  it('writes the whole seed into a fresh lake, with working asset references', async () => {
    const { client } = await startTestLake()
    const expected = buildSeed().documents.length
    expect(await seed(client)).toEqual({ created: expected, unchanged: 0 })

    expect(await client.fetch('count(*[_type == "product"])')).toBe(56)
    expect(await client.fetch(`count(${CONTENT})`)).toBe(expected)
    const image = await client.fetch<{ mimeType: string; width: number; url: string }>(
      '*[_id == "product-1"][0].image.asset->{mimeType, "width": metadata.dimensions.width, url}',
    )
    expect(image).toMatchObject({ mimeType: 'image/svg+xml', width: 800 })
    const pdf = await client.fetch<{ mimeType: string }>('*[_id == "certificate-1"][0].file.asset->{mimeType}')
    expect(pdf.mimeType).toBe('application/pdf')
    const settings = await client.getDocument('siteSettings')
    expect(settings?.contactIntro).toBe("Have questions or feedback? We'd love to hear from you.")
  })

  it('is idempotent: a second run writes nothing and keeps every revision', async () => {
    const { client } = await startTestLake()
    await seed(client)
    const revisions = await client.fetch<{ _id: string; _rev: string }[]>(`${CONTENT} | order(_id){_id, _rev}`)

    const second = await seed(client)
    expect(second.created).toBe(0)
    expect(second.unchanged).toBe(revisions.length)
    expect(await client.fetch(`${CONTENT} | order(_id){_id, _rev}`)).toEqual(revisions)
  })

  it('rewrites only the documents whose content changed', async () => {
    const { client } = await startTestLake()
    await seed(client)
    const data = buildSeed()
    const cumin = data.documents.find((doc) => doc._id === 'product-1')!
    cumin.price = 69
    expect(await seed(client, data)).toMatchObject({ created: 1 })
    expect(await client.fetch('*[_id == "product-1"][0].price')).toBe(69)
  })
})
