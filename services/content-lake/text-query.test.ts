import { describe, expect, it } from 'vitest'
import { matchesText, parseTextQuery } from './text-query.ts'
import { startTestLake } from './testing.ts'

const doc = {
  _id: 'product-7',
  _type: 'product',
  name: 'Kashmiri Chilli Powder',
  origin: 'Jammu & Kashmir, India',
  image: { _type: 'image', alt: 'Red powder' },
}
const matches = (query: string, value: unknown = [doc, doc._id]) => matchesText(value, parseTextQuery(query))

describe("text::query (the Studio's search)", () => {
  it('needs every word, takes prefixes, phrases and exclusions, and * for everything', () => {
    expect(matches('kashmiri chilli')).toBe(true)
    expect(matches('kash*')).toBe(true)
    expect(matches('kash')).toBe(false)
    expect(matches('"chilli powder"')).toBe(true)
    expect(matches('"powder chilli"')).toBe(false)
    expect(matches('chilli -kashmiri')).toBe(false)
    expect(matches('*')).toBe(true)
    expect(matches('red')).toBe(true)
    expect(matches('product-7')).toBe(true)
    expect(matches('')).toBe(false)
  })

  it('ignores system fields inside the document (types, keys, references)', () => {
    expect(matches('image')).toBe(false)
    expect(matches('product', [doc])).toBe(false)
  })

  it('runs inside a filter and inside score() as the Studio sends it', async () => {
    const { client } = await startTestLake()
    const tx = client.transaction()
    tx.createOrReplace(doc)
    tx.createOrReplace({ _id: 'product-8', _type: 'product', name: 'Turmeric Powder' })
    tx.createOrReplace({ _id: 'post-1', _type: 'blogPost', title: 'Chilli stories' })
    await tx.commit()
    const list = await client.fetch<string[]>('*[_type in $types && ([@, _id] match text::query($q) || references($raw))] | order(_id)._id', {
      types: ['product'],
      q: 'powder*',
      raw: 'powder',
    })
    expect(list).toEqual(['product-7', 'product-8'])
    const scored = await client.fetch<{ _id: string }[]>(
      '*[_type in $types] | score(boost(_type == "product" && name match text::query($q), 10), boost([@, _id] match text::query($q), 1)) [_score > 0]{_id}',
      { types: ['product', 'blogPost'], q: 'chilli*' },
    )
    expect(scored.map((hit) => hit._id)).toEqual(['product-7', 'post-1'])
  })
})
