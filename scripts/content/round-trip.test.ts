/**
 * The whole path staff content takes off this machine: seed, edit (a new product with its own
 * picture, a draft, a compliance PDF), `content:export`, `content:import` into a second, empty lake,
 * and the site built against that lake.
 */
import { createHash } from 'node:crypto'
import { readFile, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { canonical, seed } from '../seed/import.ts'
import { startTestLake, tempDataDir } from '../../services/content-lake/testing.ts'
import { allDocuments, lakeEnv, root, runCommand } from './test-support.ts'

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

// What Sanity's hosted lake also rewrites on import: revisions and update times; for assets, which
// are uploaded anew, also their upload id, creation time and absolute URL (another host and port).
function comparable(doc: Record<string, unknown>): string {
  const { _rev, _updatedAt, ...rest } = doc
  if (doc._type === 'sanity.imageAsset' || doc._type === 'sanity.fileAsset') {
    delete rest.uploadId
    delete rest._createdAt
    delete rest.url
  }
  return canonical(rest)
}

describe('content export and import', () => {
  it('moves every document and asset to an empty lake, and the site built there shows the new product', { timeout: 300_000 }, async () => {
    const source = await startTestLake()
    await seed(source.client)
    const picture = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#b5651d' } })
      .png()
      .toBuffer()
    const image = await source.client.assets.upload('image', picture, { filename: 'saffron-threads.png' })
    const pdf = Buffer.from('%PDF-1.4\n% certificate of analysis, lot SAF-2026-001\n')
    const paper = await source.client.assets.upload('file', pdf, { filename: 'coa-saffron-saf-2026-001.pdf', contentType: 'application/pdf' })
    const cumin = await source.client.getDocument('product-1')
    const coa = await source.client.getDocument('complianceDocument-1')
    expect(cumin && coa).toBeTruthy()
    const { _rev, _createdAt, _updatedAt, ...cuminContent } = cumin!
    await source.client
      .transaction()
      .create({
        ...cuminContent,
        _id: 'product-kashmiri-saffron',
        name: 'Kashmiri Saffron (Kesar)',
        slug: { _type: 'slug', current: 'kashmiri-saffron' },
        productId: 9001,
        image: { _type: 'image', alt: 'Deep red saffron threads', asset: { _type: 'reference', _ref: image._id } },
      })
      .create({ ...cuminContent, _id: 'drafts.product-1', price: 98765 })
      .create({
        ...coa!,
        _id: 'complianceDocument-saffron-1',
        product: { _type: 'reference', _ref: 'product-kashmiri-saffron' },
        lotNumber: 'SAF-2026-001',
        file: { _type: 'file', asset: { _type: 'reference', _ref: paper._id } },
      })
      .commit()

    const folder = await tempDataDir()
    const archive = path.join(folder, 'site.tar.gz')
    const exported = await runCommand('scripts/content/export.ts', [archive], lakeEnv(source.lake, source.dataDir))
    expect(exported.stderr).not.toMatch(/Error/)
    expect(exported.code).toBe(0)
    const sourceDocs = await allDocuments(source.lake)
    const assets = sourceDocs.filter((doc) => String(doc._type).endsWith('Asset'))
    const images = assets.filter((doc) => doc._type === 'sanity.imageAsset').length
    const documents = sourceDocs.length - assets.length
    expect(exported.stdout).toMatch(
      new RegExp(
        `Exported ${documents} documents \\(1 of them drafts\\), ${images} images and ${assets.length - images} files to .*site\\.tar\\.gz \\([\\d.]+ KB\\)\\.`,
      ),
    )

    const target = await startTestLake()
    const imported = await runCommand('scripts/content/import.ts', [archive], lakeEnv(target.lake, target.dataDir))
    expect(imported.stderr).not.toMatch(/Error/)
    expect(imported.code).toBe(0)
    expect(imported.stdout).toMatch(new RegExp(`added ${documents} documents; uploaded ${images} images and ${assets.length - images} files\\.`))

    const targetDocs = new Map((await allDocuments(target.lake)).map((doc) => [doc._id, doc]))
    expect([...targetDocs.keys()].sort()).toEqual(sourceDocs.map((doc) => doc._id).sort())
    for (const doc of sourceDocs) expect(comparable(targetDocs.get(doc._id)!), String(doc._id)).toBe(comparable(doc))
    for (const asset of assets) {
      const bytes = Buffer.from(await (await fetch(String(targetDocs.get(String(asset._id))!.url))).arrayBuffer())
      expect(sha1(bytes), String(asset._id)).toBe(asset.sha1hash)
    }
    expect(sha1(Buffer.from(await (await fetch(String(targetDocs.get(image._id)!.url))).arrayBuffer()))).toBe(sha1(picture))

    const buildDir = 'build-content-round-trip'
    try {
      const built = await runCommand('scripts/build.ts', [], { ...lakeEnv(target.lake, target.dataDir), BUILD_DIR: buildDir })
      expect(built.code, built.stderr.slice(-2000)).toBe(0)
      // The catalogue lists by productId, so the new product (9001) is on its last page.
      const pages = (await readdir(path.join(root, buildDir, 'client', 'products', 'page'))).filter((name) => /^\d+$/.test(name)).map(Number)
      const catalogue = await readFile(path.join(root, buildDir, 'client', 'products', 'page', String(Math.max(...pages)), 'index.html'), 'utf8')
      expect(catalogue.includes('Kashmiri Saffron (Kesar)'), 'the new product in the catalogue').toBe(true)
      expect(catalogue.includes(`images/embedded/production/${image.sha1hash}-96x64.png`), 'its picture in the catalogue').toBe(true)
      const page = await readFile(path.join(root, buildDir, 'client', 'products', 'kashmiri-saffron', 'index.html'), 'utf8')
      expect(page.includes('SAF-2026-001'), 'its compliance paper').toBe(true)
      // The draft stays a draft: the public page shows the published price.
      const cuminPage = await readFile(path.join(root, buildDir, 'client', 'products', 'cumin-seeds-jeera', 'index.html'), 'utf8')
      expect(/98,?765/.test(cuminPage), 'the draft price on the public page').toBe(false)
    } finally {
      await rm(path.join(root, buildDir), { recursive: true, force: true })
    }
  })
})
