/**
 * Every GROQ query of the site, run with groq-js against the seed content (the same evaluator the
 * embedded lake uses): each parses, takes only its parameters, and returns what its page renders.
 */
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { ASSET_REF_PREFIX, buildSeed } from '../../scripts/seed/documents.ts'
import { siteSettingsData } from '../../scripts/seed/data/site-settings.ts'
import { PRODUCT_QUERY } from './product-query'
import { POLICY_SLUGS, PRODUCT_CATEGORIES } from '../../shared/content-lists.ts'
import * as q from './queries'

function seedDataset(): object[] {
  const seed = buildSeed()
  // The seed refers to its pictures by placeholder; stand-in asset documents make `asset->` resolve.
  const assets = seed.assets.map((a) => ({
    _id: `${ASSET_REF_PREFIX}${a.key}`,
    _type: a.kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    url: `https://cdn.example/${a.filename}`,
    originalFilename: a.filename,
    size: a.body.length,
    mimeType: a.contentType,
    metadata: { lqip: 'data:image/png;base64,AA==', dimensions: { width: 800, height: 800 } },
  }))
  return [...seed.documents, ...assets]
}

const dataset = seedDataset()

async function run<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  const result = await evaluate(parse(query, { params }), { dataset, params })
  return (await result.get()) as T
}

const seed = buildSeed().documents
const products = seed.filter((d) => d._type === 'product') as unknown as { category: string; slug: { current: string }; productId: number }[]

describe('GROQ queries against the seed', () => {
  it('SITE_SETTINGS_QUERY returns the settings the layout renders', async () => {
    const settings = await run<q.SiteSettings>(q.SITE_SETTINGS_QUERY)
    expect(settings.brandName).toBeTruthy()
    expect(settings.phones).toHaveLength(2)
    expect(settings.emails).toHaveLength(2)
    expect(settings.address.city).toMatch(/Delhi/)
    expect(settings.hours.map((h) => h.days)).toEqual(['Monday-Friday', 'Saturday', 'Sunday'])
    expect(settings.exchangeRates).toEqual(siteSettingsData.exchangeRates)
    expect(settings.exchangeRatesDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('CATALOGUE_CARDS_QUERY returns all 56 for All and each category by itself', async () => {
    const all = await run<q.CatalogueCard[]>(q.CATALOGUE_CARDS_QUERY, { category: null })
    expect(all).toHaveLength(56)
    expect(all.map((p) => p.productId)).toEqual([...all.map((p) => p.productId)].sort((a, b) => a - b))
    for (const category of PRODUCT_CATEGORIES) {
      const some = await run<q.CatalogueCard[]>(q.CATALOGUE_CARDS_QUERY, { category })
      expect(some.length).toBe(products.filter((p) => p.category === category).length)
      expect(some.every((p) => p.category === category)).toBe(true)
    }
  })

  it('a hostile category is a value, never GROQ: it matches nothing', async () => {
    for (const category of ['" || true || "', 'Makhana"] | [0', '*', '\\u0000'.repeat(3), 'x'.repeat(10_000)]) {
      expect(await run<unknown[]>(q.CATALOGUE_CARDS_QUERY, { category })).toEqual([])
    }
  })

  it('card queries carry no lqip; the product page query has everything the page shows', async () => {
    const cards = await run<q.CatalogueCard[]>(q.FEATURED_CARDS_QUERY, { start: 50, end: 74 })
    expect(cards).toHaveLength(6)
    expect(JSON.stringify(cards)).not.toContain('lqip')
    const slug = products[0]!.slug.current
    const product = await run<q.ProductDetail>(PRODUCT_QUERY, { slug, today: '2026-11-25' })
    expect(product.slug).toBe(slug)
    expect(product.image.asset?._id).toMatch(/^seed-asset:/)
    expect(product.image.alt).toBeTruthy()
    for (const key of ['price', 'bulkPrice', 'rating', 'packSize', 'minOrderKg', 'origin'] as const) expect(product[key]).toBeDefined()
    expect(await run(PRODUCT_QUERY, { slug: 'no-such-product', today: '2026-11-25' })).toBeNull()
  })

  it('PRODUCT_QUERY brings the export specification and only the compliance papers valid on $today', async () => {
    const cumin = await run<q.ProductDetail>(PRODUCT_QUERY, { slug: 'cumin-seeds-jeera', today: '2026-11-25' })
    expect(cumin.exportSpec?.hsCode).toBe('0909.31.29')
    expect(cumin.exportSpec?.keyFigures?.map((f) => f.figure)).toEqual(['volatileOil', 'totalAsh', 'acidInsolubleAsh'])
    expect(cumin.exportSpec?.certificates?.map((c) => c?.title)).toEqual([
      expect.stringMatching(/FSSAI/),
      expect.stringMatching(/Spices Board/),
      expect.stringMatching(/ISO 22000/),
    ])
    // The 2024 lot expired in 2025: it never reaches the page.
    expect(cumin.compliance?.map((d) => `${d.kind} ${d.lotNumber}`)).toEqual(['aflatoxin CUM-2026-118', 'coa CUM-2026-118', 'eto-free CUM-2026-118'])
    expect(cumin.compliance?.[0]).toMatchObject({ aflatoxinB1: 1.2, expiresOn: '2028-09-14', file: { url: expect.stringMatching(/\.pdf$/) } })
    // On a later day the papers and certificates past their dates drop out too.
    const later = await run<q.ProductDetail>(PRODUCT_QUERY, { slug: 'cumin-seeds-jeera', today: '2029-01-01' })
    expect(later.compliance).toEqual([])
    expect(later.exportSpec?.certificates?.map((c) => c?.title)).toEqual([expect.stringMatching(/FSSAI/), expect.stringMatching(/Spices Board/)])
    const plain = await run<q.ProductDetail>(PRODUCT_QUERY, { slug: 'garam-masala', today: '2026-11-25' })
    expect(plain.compliance).toEqual([])
  })

  it("PRODUCT_QUERY gives the pack size and origin in the page's language, English marked as such without a translation", async () => {
    const german = await run<q.ProductDetail>(PRODUCT_QUERY, { slug: 'cumin-seeds-jeera', today: '2026-11-25', language: 'de' })
    expect(german.local.packSize).toEqual({ text: '100-g-Beutel', lang: 'de' })
    expect(german.local.origin).toEqual({ text: 'Unjha, Gujarat, Indien', lang: 'de' })
    const english = await run<q.ProductDetail>(PRODUCT_QUERY, { slug: 'cumin-seeds-jeera', today: '2026-11-25', language: 'en' })
    expect(english.local.packSize).toEqual({ text: english.packSize, lang: 'en' })
    expect(english.local.origin).toEqual({ text: english.origin, lang: 'en' })
  })

  it("PRODUCTS_BY_IDS_QUERY re-prices cart lines by productId, with the name and pack size in the page's language beside the English ones", async () => {
    const found = await run<q.ProductPrice[]>(q.PRODUCTS_BY_IDS_QUERY, { ids: [1, 2, 9999], language: 'ar' })
    expect(found.map((p) => p.productId).sort()).toEqual([1, 2])
    for (const product of found) {
      expect(product.local.name.lang).toBe('ar')
      expect(product.local.name.text).not.toBe(product.name)
      expect(product.local.packSize.lang).toBe('ar')
      expect(product.local.packSize.text).not.toBe(product.packSize)
    }
  })

  it('HOME_QUERY: a window of featured candidates, a cover per category, six testimonials (3 + 3), the latest posts', async () => {
    const home = await run<q.HomeContent>(q.HOME_QUERY, { limit: 3, start: 8, end: 32 })
    expect(home.featured.map((p) => p.productId)).toEqual(
      products
        .map((p) => p.productId)
        .sort((a, b) => a - b)
        .slice(8, 32),
    )
    expect(home.productCount).toBe(56)
    expect(home.covers.map((p) => p?.category)).toEqual(['Whole Spices', 'Ground Spices', 'Blends', 'Retail Packs', 'Makhana'])
    expect(home.testimonials).toHaveLength(6)
    expect(home.testimonials.filter((t) => t.type === 'Spices')).toHaveLength(3)
    expect(home.posts.map((p) => p.category).sort()).toEqual(['Culture', 'Health', 'Recipes'])
  })

  it('blog queries: all posts, by category (any case), and one post with its body', async () => {
    const posts = await run<q.BlogPostCard[]>(q.BLOG_POSTS_QUERY, { language: 'en' })
    expect(posts).toHaveLength(3)
    const health = await run<q.BlogPostCard[]>(q.POSTS_BY_CATEGORY_QUERY, { category: 'health', language: 'en' })
    expect(health.map((p) => p.category)).toEqual(['Health'])
    const post = await run<q.BlogPost>(q.BLOG_POST_QUERY, { slug: health[0]!.slug, category: 'health', language: 'en' })
    expect(post.local.body.text?.length).toBeGreaterThan(2)
    expect(await run(q.BLOG_POST_QUERY, { slug: health[0]!.slug, category: 'recipes', language: 'en' })).toBeNull()
  })

  it('POLICY_QUERY finds each of the four policies; CERTIFICATES_QUERY the sample with its file', async () => {
    for (const slug of POLICY_SLUGS) {
      const policy = await run<q.Policy>(q.POLICY_QUERY, { slug, language: 'en' })
      expect(policy.slug).toBe(slug)
      expect(policy.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}/)
    }
    const certificates = await run<q.Certificate[]>(q.CERTIFICATES_QUERY)
    expect(certificates.length).toBeGreaterThan(0)
    expect(certificates[0]!.file?.mimeType).toBe('application/pdf')
  })

  it('SITEMAP_CONTENT_QUERY lists every product, post and policy', async () => {
    const content = await run<q.SitemapContent>(q.SITEMAP_CONTENT_QUERY)
    expect(content.products).toHaveLength(56)
    expect(content.posts).toHaveLength(3)
    expect(content.policies).toHaveLength(4)
  })

  it('PRODUCT_QUERY gives an Arabic page the seeded Arabic texts, and English ones marked "en" where there is none', async () => {
    const params = { slug: 'cumin-seeds-jeera', today: '2026-11-25', language: 'ar' }
    const cumin = await run<q.ProductDetail>(PRODUCT_QUERY, params)
    expect(cumin.local.name).toEqual({ text: 'بذور الكمون (جيرا)', lang: 'ar' })
    expect(cumin.exportSpec?.local.storage.lang).toBe('ar')
    // The cart and staff keep reading the English name.
    expect(cumin.name).toBe('Cumin Seeds (Jeera)')
    const ajwain = await run<q.ProductDetail>(PRODUCT_QUERY, { ...params, slug: 'carom-seeds-ajwain' })
    expect(ajwain.local.description).toEqual({ text: null, lang: 'en' })
  })

  it('POLICY_QUERY gives a German page the seeded German refund policy, and an Arabic page the English one marked "en"', async () => {
    const german = await run<q.Policy>(q.POLICY_QUERY, { slug: 'refund-policy', language: 'de' })
    expect(german.local.title).toEqual({ text: 'Rückerstattungsrichtlinie', lang: 'de' })
    expect(german.local.body.lang).toBe('de')
    expect(german.local.body.text?.[0]?.children?.[0]?.text).toMatch(/^Sie sollen mit jeder Bestellung zufrieden sein/)
    const arabic = await run<q.Policy>(q.POLICY_QUERY, { slug: 'refund-policy', language: 'ar' })
    expect(arabic.local.title).toEqual({ text: 'Refund Policy', lang: 'en' })
    expect(arabic.local.body.lang).toBe('en')
    expect(arabic.local.body.text?.[0]?.children?.[0]?.text).toMatch(/^We want you to be happy/)
  })
})
