import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { EXPORT_PAGE_SIZE } from './routes/export.ts'
import { anonymousRequest, request, startTestLake } from './testing.ts'

// One NDJSON line is also JSON, which `request` would parse: read the text as it came.
const lines = (body: unknown) =>
  (typeof body === 'string' ? body : JSON.stringify(body))
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex')

describe('the export endpoint', () => {
  it('streams every document as NDJSON, drafts included, only with a credential', async () => {
    const { lake, client } = await startTestLake()
    await client
      .transaction()
      .create({ _id: 'product-a', _type: 'product', name: 'A' })
      .create({ _id: 'drafts.product-a', _type: 'product', name: 'A, draft' })
      .create({ _id: 'testimonial-1', _type: 'testimonial', name: 'T' })
      .commit()
    const anonymous = await anonymousRequest(lake, '/v2025-02-19/data/export/production')
    expect(anonymous.status).toBe(401)
    const exported = await request(lake, '/v2025-02-19/data/export/production')
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toMatch(/^application\/x-ndjson/)
    expect(lines(exported.body).map((doc) => doc._id)).toEqual(['drafts.product-a', 'product-a', 'testimonial-1'])
    const typed = await request(lake, '/v2025-02-19/data/export/production?types=testimonial')
    expect(lines(typed.body).map((doc) => doc._id)).toEqual(['testimonial-1'])
    expect((await request(lake, '/v2025-02-19/data/export/other')).status).toBe(404)
    expect((await request(lake, '/v2025-02-19/data/export/production?types=a%20b')).status).toBe(400)
  })

  it('pages with the cursor the export library follows', async () => {
    const { lake, client } = await startTestLake()
    const transaction = client.transaction()
    for (let i = 0; i < EXPORT_PAGE_SIZE + 5; i += 1) transaction.create({ _id: `doc-${String(i).padStart(5, '0')}`, _type: 'note' })
    await transaction.commit()
    const first = lines((await request(lake, '/v2025-02-19/data/export/production?nextCursor=')).body)
    expect(first).toHaveLength(EXPORT_PAGE_SIZE + 1)
    const cursor = first.at(-1)!.nextCursor
    expect(cursor).toBe(`doc-${String(EXPORT_PAGE_SIZE - 1).padStart(5, '0')}`)
    const second = lines((await request(lake, `/v2025-02-19/data/export/production?nextCursor=${String(cursor)}`)).body)
    expect(second.map((doc) => doc._id)).toEqual([0, 1, 2, 3, 4].map((i) => `doc-${String(EXPORT_PAGE_SIZE + i).padStart(5, '0')}`))
  })

  it("names each asset by the lake's current address, whose bytes come with Sanity's checksum headers", async () => {
    const { lake, client } = await startTestLake()
    const png = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer()
    const image = await client.assets.upload('image', png, { filename: 'chilli.png' })
    const pdf = Buffer.from('%PDF-1.4 a certificate')
    const file = await client.assets.upload('file', pdf, { filename: 'coa.pdf', contentType: 'application/pdf' })
    // As if it had been uploaded while the lake listened on another port.
    await client.patch(image._id).set({ url: 'http://127.0.0.1:1/old' }).commit()
    const docs = lines((await request(lake, '/v2025-02-19/data/export/production')).body)
    const exportedImage = docs.find((doc) => doc._id === image._id)!
    expect(exportedImage.url).toBe(`${lake.url}/${image.path}`)
    for (const [url, bytes] of [
      [String(exportedImage.url), png],
      [file.url, pdf],
    ] as const) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(url, { method })
        expect(response.status).toBe(200)
        expect(response.headers.get('x-sanity-sha1')).toBe(sha1(bytes))
        expect(response.headers.get('x-sanity-md5')).toBe(md5(bytes))
        if (method === 'GET') expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
      }
    }
    // A transformed image is other bytes: no checksum of the original.
    const resized = await fetch(`${String(exportedImage.url)}?w=4`)
    expect(resized.headers.get('x-sanity-sha1')).toBeNull()
  })

  it('lists the datasets only to a caller with a credential', async () => {
    const { lake, client } = await startTestLake()
    expect((await anonymousRequest(lake, '/v2025-02-19/projects/embedded/datasets')).status).toBe(401)
    expect((await client.datasets.list()).map((dataset) => dataset.name)).toEqual(['production'])
  })
})
