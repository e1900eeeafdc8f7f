/**
 * content:import on archives it did not write: one laid out as Sanity's CLI writes it (built here
 * by hand from Sanity's documented layout), broken ones, a dataset that already holds documents,
 * an import cut off midway, and a hosted-style project.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import sharp from 'sharp'
import { c as createTar } from 'tar'
import { afterEach, describe, expect, it } from 'vitest'
import { clientFor, startTestLake, tempDataDir, type TestLake } from '../../services/content-lake/testing.ts'
import { EMBEDDED_PROJECT_ID } from '../../services/shared/config.ts'
import type { ContentTarget } from '../lib/target.ts'
import { importContent, reportLine, type ImportRequest } from './import.ts'
import { allDocuments, lakeEnv, runCommand } from './test-support.ts'

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

interface Fixture {
  file: string
  imageSha1: string
  pdfSha1: string
}

/**
 * An archive as `sanity dataset export` lays it out: one folder holding `data.ndjson` (asset fields
 * as `_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>"`), `assets.json` (the asset
 * documents' other fields, keyed `image-<sha1>`), `images/` and `files/`.
 */
async function sanityCliArchive(
  options: { documents?: (refs: { image: string; file: string }) => Record<string, unknown>[]; dropImage?: boolean; name?: string } = {},
): Promise<Fixture> {
  const scratch = await tempDataDir()
  const folder = path.join(scratch, 'abc123-export-2026-11-20t08-00-00-000z')
  await mkdir(path.join(folder, 'images'), { recursive: true })
  await mkdir(path.join(folder, 'files'), { recursive: true })
  const png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer()
  const pdf = Buffer.from('%PDF-1.4\n% FSSAI licence, sample\n')
  const image = `${sha1(png)}-6x4.png`
  const file = `${sha1(pdf)}.pdf`
  if (!options.dropImage) await writeFile(path.join(folder, 'images', image), png)
  await writeFile(path.join(folder, 'files', file), pdf)
  const refs = { image: `image@file://./images/${image}`, file: `file@file://./files/${file}` }
  const documents = options.documents?.(refs) ?? [
    {
      _id: 'product-cardamom-green',
      _type: 'product',
      _createdAt: '2026-01-05T10:00:00Z',
      _updatedAt: '2026-02-01T10:00:00Z',
      _rev: 'hostedrev1',
      name: 'Green Cardamom (Elaichi)',
      slug: { _type: 'slug', current: 'green-cardamom-elaichi' },
      productId: 501,
      category: 'Whole Spices',
      price: 240,
      bulkPrice: 2900,
      minOrderKg: 10,
      packSize: '100 g pouch',
      origin: 'Idukki, Kerala, India',
      rating: 4.8,
      image: { _type: 'image', alt: 'Green cardamom pods', _sanityAsset: refs.image },
      exportSpec: { keyFigures: [{ figure: 'volatileOil', value: 8 }] },
    },
    { _id: 'drafts.product-cardamom-green', _type: 'product', name: 'Green Cardamom (Elaichi), 8 mm bold', price: 260 },
    {
      _id: 'certificate-fssai',
      _type: 'certificate',
      title: 'FSSAI Central Licence',
      issuer: 'FSSAI',
      number: '10000000000001',
      validUntil: '2030-03-31',
      document: { _type: 'file', _sanityAsset: refs.file },
    },
    {
      _id: 'testimonial-hamburg',
      _type: 'testimonial',
      name: 'Anna K.',
      quote: 'Clean, bold pods.',
      rating: 5,
      product: { _type: 'reference', _ref: 'product-cardamom-green' },
    },
  ]
  await writeFile(path.join(folder, 'data.ndjson'), documents.map((doc) => `${JSON.stringify(doc)}\n`).join(''))
  await writeFile(
    path.join(folder, 'assets.json'),
    JSON.stringify({
      [`image-${sha1(png)}`]: { originalFilename: 'cardamom.png', _createdAt: '2026-01-05T09:00:00Z', title: 'Cardamom' },
      [`file-${sha1(pdf)}`]: { originalFilename: 'fssai-licence.pdf', _createdAt: '2026-01-05T09:00:00Z' },
    }),
  )
  const archive = path.join(scratch, options.name ?? 'hosted-export.tar.gz')
  await createTar({ gzip: true, cwd: scratch, file: archive, portable: true }, [path.basename(folder)])
  return { file: archive, imageSha1: sha1(png), pdfSha1: sha1(pdf) }
}

function embedded(lake: TestLake): ContentTarget {
  return {
    kind: 'embedded',
    label: lake.lake.url,
    client: {
      projectId: EMBEDDED_PROJECT_ID,
      dataset: 'production',
      token: lake.lake.token,
      apiHost: lake.lake.url,
      useProjectHostname: false,
      useCdn: false,
      apiVersion: '2025-02-19',
    },
  }
}

const run = (request: Omit<ImportRequest, 'log'>, log: string[] = []) => importContent({ ...request, log: (line) => log.push(line) })
const count = async (lake: TestLake) => (await allDocuments(lake.lake)).length

// Each test runs the command as staff do, as a process of its own (a Node start-up each): slow on a busy machine.
describe('content:import', { timeout: 120_000 }, () => {
  it("imports an archive laid out as Sanity's CLI writes it: documents, drafts, images, files and references", async () => {
    const lake = await startTestLake()
    const fixture = await sanityCliArchive()
    const report = await run({ file: fixture.file, mode: 'create', target: embedded(lake), confirm: null })
    expect(report).toMatchObject({ written: true, added: 4, images: 1, files: 1 })
    expect(reportLine(report, 'hosted-export.tar.gz', 'the lake')).toBe(
      'Imported hosted-export.tar.gz into the lake: added 4 documents; uploaded 1 image and 1 file.',
    )
    const product = await lake.client.getDocument('product-cardamom-green')
    expect(product).toMatchObject({
      name: 'Green Cardamom (Elaichi)',
      _createdAt: '2026-01-05T10:00:00Z',
      image: { _type: 'image', alt: 'Green cardamom pods', asset: { _type: 'reference', _ref: `image-${fixture.imageSha1}-6x4-png` } },
    })
    expect(product?.image).not.toHaveProperty('_sanityAsset')
    expect((await lake.client.getDocument('drafts.product-cardamom-green'))?.price).toBe(260)
    // The library gives list items without a `_key` one; a second import still finds nothing to do.
    const again: string[] = []
    expect((await run({ file: fixture.file, mode: 'replace', target: embedded(lake), confirm: async () => true }, again)).written).toBe(false)
    expect(again.join('\n')).toMatch(/^Nothing to import: .* already holds the archive's 4 documents as they are\.$/)
    const testimonial = await lake.client.getDocument('testimonial-hamburg')
    // Imported weak so documents may come in any order, then made strong again.
    expect(testimonial?.product).toEqual({ _type: 'reference', _ref: 'product-cardamom-green' })
    const asset = await lake.client.getDocument(`image-${fixture.imageSha1}-6x4-png`)
    expect(asset).toMatchObject({ originalFilename: 'cardamom.png', title: 'Cardamom', sha1hash: fixture.imageSha1 })
    const bytes = Buffer.from(await (await fetch(String(asset?.url))).arrayBuffer())
    expect(sha1(bytes)).toBe(fixture.imageSha1)
    const certificate = await lake.client.getDocument('certificate-fssai')
    expect(certificate?.document).toEqual({ _type: 'file', asset: { _type: 'reference', _ref: `file-${fixture.pdfSha1}-pdf` } })
  })

  describe('refuses a broken archive, naming the file and what is wrong, and writes nothing', () => {
    const cases: [string, () => Promise<string>, RegExp][] = [
      [
        'a truncated archive',
        async () => {
          const { file } = await sanityCliArchive()
          const bytes = await readFile(file)
          await writeFile(file, bytes.subarray(0, Math.floor(bytes.length * 0.6)))
          return file
        },
        /hosted-export\.tar\.gz is not a complete export archive \(a \.tar\.gz file\): .*unexpected end of file\. Nothing was written/,
      ],
      [
        'a file that is no archive',
        async () => {
          const file = path.join(await tempDataDir(), 'notes.tar.gz')
          await writeFile(file, 'these are my notes, not a backup')
          return file
        },
        /notes\.tar\.gz is not a complete export archive .*Nothing was written/,
      ],
      [
        "a document whose values do not fit the schema's types",
        async () =>
          (
            await sanityCliArchive({
              documents: (refs) => [
                { _id: 'product-a', _type: 'product', name: 'A', price: 10, image: { _type: 'image', _sanityAsset: refs.image } },
                { _id: 'product-b', _type: 'product', name: 'B', price: 'twelve rupees', offersSamples: 'yes' },
              ],
            })
          ).file,
        /cannot be imported; nothing was written:\n {2}- data\.ndjson line 2, document "product-b" \(product\): price should be a number, found a string \("twelve rupees"\)\n {2}- data\.ndjson line 2, document "product-b" \(product\): offersSamples should be a boolean/,
      ],
      [
        'a document whose picture is missing from the archive',
        async () => (await sanityCliArchive({ dropImage: true })).file,
        /data\.ndjson line 1, document "product-cardamom-green": image refers to images\/[a-f0-9]{40}-6x4\.png, which is not in the archive/,
      ],
      [
        'a line that is not JSON, and an id twice',
        async () =>
          (
            await sanityCliArchive({
              documents: () => [
                { _id: 'testimonial-a', _type: 'testimonial', name: 'A' },
                { _id: 'testimonial-a', _type: 'testimonial', name: 'again' },
                { _type: 'testimonial' },
              ],
            })
          ).file,
        /line 2: document "testimonial-a" appears again \(first on line 1\)\n {2}- data\.ndjson line 3: the document has no valid _id/,
      ],
    ]
    for (const [name, make, message] of cases) {
      it(name, async () => {
        const lake = await startTestLake()
        await lake.client.create({ _id: 'testimonial-kept', _type: 'testimonial', name: 'Kept' })
        const file = await make()
        await expect(run({ file, mode: 'replace', target: embedded(lake), confirm: async () => true })).rejects.toThrow(message)
        expect((await allDocuments(lake.lake)).map((doc) => doc._id)).toEqual(['testimonial-kept'])
      })
    }
  })

  it('into a dataset that holds documents: shows what would change, asks, and keeps or replaces as told', async () => {
    const lake = await startTestLake()
    const fixture = await sanityCliArchive()
    await run({ file: fixture.file, mode: 'create', target: embedded(lake), confirm: null })
    await lake.client.patch('product-cardamom-green').set({ price: 199 }).commit()
    await lake.client.delete('testimonial-hamburg')
    await lake.client.create({ _id: 'blogPost-new', _type: 'blogPost', title: 'Made since the export' })

    await expect(run({ file: fixture.file, mode: 'create', target: embedded(lake), confirm: async () => true })).rejects.toThrow(
      /1 document of hosted-export\.tar\.gz is already in .* with other content \(product-cardamom-green\)\. Nothing was written\. Add --replace .* or --missing/,
    )
    await expect(run({ file: fixture.file, mode: 'missing', target: embedded(lake), confirm: null })).rejects.toThrow(/is not empty: run again with --yes/)

    const declined: string[] = []
    expect((await run({ file: fixture.file, mode: 'replace', target: embedded(lake), confirm: async () => false }, declined)).written).toBe(false)
    expect(declined.join('\n')).toMatch(
      /add 1 document: testimonial-hamburg\n {2}replace 1 document with the archive's version: product-cardamom-green\n {2}leave 2 documents that already match/,
    )
    expect(declined.at(-1)).toBe('Nothing was written.')
    expect((await lake.client.getDocument('product-cardamom-green'))?.price).toBe(199)

    const kept = await run({ file: fixture.file, mode: 'missing', target: embedded(lake), confirm: async () => true })
    expect(kept).toMatchObject({ added: 1, kept: 1, same: 2 })
    expect((await lake.client.getDocument('product-cardamom-green'))?.price).toBe(199)
    expect(await lake.client.getDocument('testimonial-hamburg')).toBeTruthy()

    const replaced = await run({ file: fixture.file, mode: 'replace', target: embedded(lake), confirm: async () => true })
    expect(replaced).toMatchObject({ added: 0, replaced: 1, same: 3 })
    expect((await lake.client.getDocument('product-cardamom-green'))?.price).toBe(240)
    expect(await lake.client.getDocument('blogPost-new')).toBeTruthy()
  })

  it('asks on the command line, and without a terminal or --yes writes nothing', async () => {
    const lake = await startTestLake()
    await lake.client.create({ _id: 'testimonial-kept', _type: 'testimonial', name: 'Kept' })
    const { file } = await sanityCliArchive()
    const refused = await runCommand('scripts/content/import.ts', [file], lakeEnv(lake.lake, lake.dataDir))
    expect(refused.code).toBe(1)
    expect(refused.stdout).toMatch(/add 4 documents/)
    expect(refused.stderr).toMatch(
      /^Error: http:\/\/127\.0\.0\.1:\d+ is not empty: run again with --yes to import without being asked\. Nothing was written\.$/m,
    )
    expect(await count(lake)).toBe(1)
    const both = await runCommand('scripts/content/import.ts', [file, '--replace', '--missing'], lakeEnv(lake.lake, lake.dataDir))
    expect(both.stderr).toMatch(/Choose one of --replace .* and --missing/)
    const done = await runCommand('scripts/content/import.ts', [file, '--yes'], lakeEnv(lake.lake, lake.dataDir))
    expect(done.code, done.stderr).toBe(0)
    expect(done.stdout).toMatch(/added 4 documents; uploaded 1 image and 1 file\./)
    expect(await count(lake)).toBe(1 + 4 + 2)
  })

  describe('an import cut off midway', () => {
    let proxy: Server | undefined
    afterEach(async () => {
      await new Promise((resolve) => proxy?.close(resolve) ?? resolve(undefined))
      proxy = undefined
    })

    it('is finished by running it again with --missing, which says what it completed', async () => {
      const lake = await startTestLake()
      const fixture = await sanityCliArchive()
      // The network fails once the documents are in: every asset upload is refused.
      proxy = createServer((req, res) => {
        if (req.url?.includes('/assets/')) {
          req.resume()
          res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":"Service Unavailable"}')
          return
        }
        const upstream = httpRequest(`${lake.lake.url}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        })
        req.pipe(upstream)
      })
      await new Promise<void>((resolve) => proxy!.listen(0, '127.0.0.1', resolve))
      const flaky = embedded(lake)
      flaky.client = { ...flaky.client, apiHost: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` }
      await expect(run({ file: fixture.file, mode: 'create', target: flaky, confirm: null })).rejects.toThrow(
        /Part of the archive may have been written: run `npm run content:import -- .*hosted-export\.tar\.gz --missing` to finish it\./,
      )
      // Written, but its picture never attached.
      const halfDone = await lake.client.getDocument('product-cardamom-green')
      expect(halfDone?.image).toEqual({ _type: 'image', alt: 'Green cardamom pods' })

      const log: string[] = []
      const finished = await run({ file: fixture.file, mode: 'missing', target: embedded(lake), confirm: async () => true }, log)
      expect(log.join('\n')).toMatch(/finish \d+ documents? an interrupted import left half-done: .*product-cardamom-green/)
      expect(finished).toMatchObject({ written: true, images: 1, files: 1 })
      expect(reportLine(finished, 'x.tar.gz', 'the lake')).toMatch(/finished \d+ left half-done; uploaded 1 image and 1 file/)
      expect((await lake.client.getDocument('product-cardamom-green'))?.image).toEqual({
        _type: 'image',
        alt: 'Green cardamom pods',
        asset: { _type: 'reference', _ref: `image-${fixture.imageSha1}-6x4-png` },
      })
      expect((await lake.client.getDocument('testimonial-hamburg'))?.product).toEqual({ _type: 'reference', _ref: 'product-cardamom-green' })
    })
  })

  it("goes to a project named by SANITY_PROJECT_ID, SANITY_DATASET and the tokens, as to Sanity's hosted lake", async () => {
    const hosted = await startTestLake({ projectId: 'abc123' })
    const env = {
      ...lakeEnv(hosted.lake, await tempDataDir()),
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: hosted.lake.url,
    }
    const { file } = await sanityCliArchive()
    const imported = await runCommand('scripts/content/import.ts', [file], { ...env, SANITY_WRITE_TOKEN: hosted.lake.token })
    expect(imported.code, imported.stderr).toBe(0)
    expect(imported.stdout).toMatch(/into project abc123, dataset production: added 4 documents/)
    const asset = await clientFor(hosted.lake).fetch<{ path: string }>('*[_type == "sanity.imageAsset"][0]{path}')
    expect(asset.path).toMatch(/^images\/abc123\/production\//)
    const out = path.join(await tempDataDir(), 'from-hosted.tar.gz')
    const exported = await runCommand('scripts/content/export.ts', [out], { ...env, SANITY_READ_TOKEN: hosted.lake.token })
    expect(exported.code, exported.stderr).toBe(0)
    expect(exported.stdout).toMatch(/^Exported 4 documents \(1 of them drafts\), 1 image and 1 file to /m)
    const published = await runCommand('scripts/content/export.ts', [`${out}.published`, '--no-drafts'], { ...env, SANITY_READ_TOKEN: hosted.lake.token })
    expect(published.stdout).toMatch(/^Exported 3 documents, 1 image and 1 file to /m)
    expect((await runCommand('scripts/content/export.ts', [out], { ...env, SANITY_READ_TOKEN: hosted.lake.token })).stderr).toMatch(
      /already exists: .* --overwrite/,
    )
    const missing = await runCommand('scripts/content/export.ts', [out], { ...env, SANITY_DATASET: '' })
    expect(missing.stderr).toMatch(/To export from a Sanity project set .* \(missing: SANITY_DATASET, SANITY_READ_TOKEN\)/)
    const wrongToken = await runCommand('scripts/content/export.ts', [`${out}.2`], { ...env, SANITY_READ_TOKEN: 'not-the-token' })
    expect(wrongToken.stderr).toMatch(/project abc123, dataset production refused the token \(401\): check SANITY_READ_TOKEN/)
  })
})
