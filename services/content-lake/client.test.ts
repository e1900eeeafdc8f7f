import { describe, expect, it } from 'vitest'
import { startTestLake } from './testing.ts'

const products = [
  { _id: 'product-1', _type: 'product', name: 'Green Cardamom', productId: 1, category: 'Whole Spices', price: 450 },
  { _id: 'product-2', _type: 'product', name: 'Roasted Makhana', productId: 2, category: 'Makhana', price: 299 },
  { _id: 'product-3', _type: 'product', name: 'Garam Masala', productId: 3, category: 'Blends', price: 180 },
]

async function seeded() {
  const test = await startTestLake()
  const tx = test.client.transaction()
  for (const product of products) tx.createOrReplace(product)
  await tx.commit()
  return test
}

describe('content lake through @sanity/client', () => {
  it('answers GROQ queries with parameters', async () => {
    const { client } = await seeded()
    const names = await client.fetch<string[]>('*[_type == "product" && category == $category].name', { category: 'Makhana' })
    expect(names).toEqual(['Roasted Makhana'])
    const cheap = await client.fetch<{ name: string }[]>('*[_type == $type && price < $max] | order(price asc){name}', {
      type: 'product',
      max: 400,
    })
    expect(cheap.map((p) => p.name)).toEqual(['Garam Masala', 'Roasted Makhana'])
  })

  it('answers the raw response shape {ms, query, result}', async () => {
    const { client } = await seeded()
    const response = await client.fetch('count(*[_type == "product"])', {}, { filterResponse: false })
    expect(response).toMatchObject({ result: 3, query: 'count(*[_type == "product"])' })
    expect(typeof response.ms).toBe('number')
  })

  it('accepts the usual client query options, honouring returnQuery=false', async () => {
    const { client } = await seeded()
    const response = await client.fetch('count(*)', {}, { filterResponse: false, returnQuery: false, tag: 'home', resultSourceMap: true, useCdn: true })
    expect(response.result).toBe(3)
    expect(response).not.toHaveProperty('query')
  })

  it('switches to POST for long queries', async () => {
    const { client } = await seeded()
    const padding = ' '.repeat(12_000)
    expect(await client.fetch(`count(*[_type == $type])${padding}`, { type: 'product' })).toBe(3)
  })

  it('fetches documents by id and reports missing ones', async () => {
    const { client } = await seeded()
    expect(await client.getDocument('product-2')).toMatchObject({ name: 'Roasted Makhana', _rev: expect.any(String) })
    expect(await client.getDocument('nope')).toBeUndefined()
    const [first, missing] = await client.getDocuments(['product-1', 'nope'])
    expect(first?.name).toBe('Green Cardamom')
    expect(missing).toBeNull()
  })

  it('commits a transaction atomically: a failing one changes nothing', async () => {
    const { client, lake } = await seeded()
    const before = lake.store.documents()
    await expect(
      client
        .transaction()
        .patch('product-1', (p) => p.set({ price: 1 }))
        .create({ _id: 'product-2', _type: 'product' })
        .commit(),
    ).rejects.toMatchObject({ statusCode: 409 })
    expect(lake.store.documents()).toBe(before)
    expect((await client.getDocument('product-1'))?.price).toBe(450)
  })

  it('stamps a new _rev and _updatedAt per changed document and keeps _createdAt', async () => {
    const { client } = await seeded()
    const before = await client.getDocument('product-1')
    const after = await client.patch('product-1').set({ price: 500 }).commit()
    expect(after._rev).not.toBe(before?._rev)
    expect(after._createdAt).toBe(before?._createdAt)
    const untouched = await client.getDocument('product-2')
    const noop = await client.patch('product-2').set({ price: 299 }).commit()
    expect(noop._rev).toBe(untouched?._rev)
  })

  it('generates an id for create without one', async () => {
    const { client } = await startTestLake()
    const created = await client.create({ _type: 'testimonial', name: 'Asha' })
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/)
    const prefixed = await client.create({ _id: 'testimonial.', _type: 'testimonial', name: 'Ravi' })
    expect(prefixed._id).toMatch(/^testimonial\.[0-9a-f-]{36}$/)
  })

  it('applies set, unset, setIfMissing, inc, dec and insert patches', async () => {
    const { client } = await startTestLake()
    await client.create({
      _id: 'siteSettings',
      _type: 'siteSettings',
      brandName: 'Spice Co',
      phones: ['+91 1', '+91 2'],
      hours: [{ _key: 'wk', days: 'Monday-Friday', time: '9:00 AM - 6:00 PM' }],
      visits: 10,
    })
    const doc = await client
      .patch('siteSettings')
      .set({ 'address.city': 'Kochi', 'hours[_key=="wk"].time': '9:30 AM - 6:00 PM' })
      .setIfMissing({ tagline: 'Fresh from Kerala', brandName: 'ignored' })
      .unset(['phones[0]'])
      .inc({ visits: 5 })
      .dec({ visits: 2 })
      .append('phones', ['+91 3'])
      .commit()
    expect(doc).toMatchObject({
      brandName: 'Spice Co',
      tagline: 'Fresh from Kerala',
      address: { city: 'Kochi' },
      phones: ['+91 2', '+91 3'],
      hours: [{ _key: 'wk', time: '9:30 AM - 6:00 PM' }],
      visits: 13,
    })
    const prepended = await client.patch('siteSettings').prepend('phones', ['+91 0']).commit()
    expect(prepended.phones).toEqual(['+91 0', '+91 2', '+91 3'])
    const replaced = await client.patch('siteSettings').insert('replace', 'phones[1]', ['+91 X']).commit()
    expect(replaced.phones).toEqual(['+91 0', '+91 X', '+91 3'])
  })

  it('patches and deletes by query', async () => {
    const { client } = await seeded()
    await client.mutate([{ patch: { query: '*[_type == "product" && price > $min]', params: { min: 200 }, set: { featured: true } } }])
    expect(await client.fetch('*[featured]._id | order(@)')).toEqual(['product-1', 'product-2'])
    const result = await client.delete({ query: '*[_type == "product" && featured]' })
    expect(result.results.map((r: { operation: string }) => r.operation)).toEqual(['delete', 'delete'])
    expect(await client.fetch('*[_type == "product"]._id')).toEqual(['product-3'])
  })

  it('refuses a patch whose ifRevisionID is stale with 409', async () => {
    const { client } = await seeded()
    const current = await client.getDocument('product-3')
    await client
      .patch('product-3')
      .ifRevisionId(current?._rev ?? '')
      .set({ price: 200 })
      .commit()
    await expect(
      client
        .patch('product-3')
        .ifRevisionId(current?._rev ?? '')
        .set({ price: 210 })
        .commit(),
    ).rejects.toMatchObject({
      statusCode: 409,
      details: { type: 'mutationError' },
    })
    expect((await client.getDocument('product-3'))?.price).toBe(200)
  })

  it('hides drafts in the published perspective and overlays them in drafts', async () => {
    const { client } = await seeded()
    await client.createOrReplace({ _id: 'drafts.product-1', _type: 'product', name: 'Cardamom (draft)', productId: 1 })
    await client.create({ _id: 'drafts.product-9', _type: 'product', name: 'Unpublished' })
    const query = '*[_type == "product"] | order(_id) {_id, name}'
    expect(await client.fetch(query)).toEqual(products.map(({ _id, name }) => ({ _id, name })))
    const drafts = await client.fetch(query, {}, { perspective: 'drafts' })
    expect(drafts).toEqual([
      { _id: 'product-1', name: 'Cardamom (draft)' },
      { _id: 'product-2', name: 'Roasted Makhana' },
      { _id: 'product-3', name: 'Garam Masala' },
      { _id: 'product-9', name: 'Unpublished' },
    ])
    expect(await client.fetch('count(*)', {}, { perspective: 'raw' })).toBe(5)
  })
})
