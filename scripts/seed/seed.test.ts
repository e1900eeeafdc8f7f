import { describe, expect, it } from 'vitest'
import {
  BULK_PRICE_RANGE,
  CATALOGUE_RATING_RANGE,
  HOUSEHOLD_PRICE_RANGE,
  PRODUCT_BADGES,
  checkBadge,
  checkCategory,
  checkRatesDate,
  checkRatesMaxAge,
  checkRupeesPerUnit,
  checkMinOrderKg,
  checkPackSize,
  checkPhone,
  checkPolicySlug,
  checkPrice,
  checkProductId,
  checkRating,
  checkTestimonialType,
  checkWhatsapp,
  hasAtMostDecimals,
  slugify,
} from '../../studio/schema-types/rules.ts'
import { POLICY_SLUGS, PRODUCT_CATEGORIES } from '../../shared/content-lists.ts'
import { FOREIGN_CURRENCIES, rateField } from '../../shared/currencies.ts'
import { ASSET_REF_PREFIX, buildSeed, type SeedDocument } from './documents.ts'
import { assertUniqueSeed, seed } from './import.ts'
import { plainText, type Block } from './portable-text.ts'
import { requiredFields, studioSchema, validateWithSchema } from './validate-with-schema.ts'

const { documents, assets } = buildSeed()
const ofType = (type: string) => documents.filter((doc) => doc._type === type)
const products = ofType('product')
const num = (doc: SeedDocument, field: string) => doc[field] as number
const str = (doc: SeedDocument, field: string) => doc[field] as string
const text = (doc: SeedDocument) => plainText(doc.body as Block[])

describe('seed against the Studio schema', () => {
  it('uses only document types the schema defines', () => {
    for (const doc of documents) expect(studioSchema.get(doc._type), doc._type).toBeDefined()
  })

  it('passes Sanity validation with the real schema: no errors, no unknown fields, and only the warning of the expired sample paper', async () => {
    // complianceDocument-2 is expired on purpose: it proves buyers never see an expired paper.
    expect(await validateWithSchema(documents)).toEqual([
      { documentId: 'complianceDocument-2', path: 'expiresOn', level: 'warning', message: expect.stringMatching(/has expired/) },
    ])
  }, 60_000)

  it('fills every field the schema marks as required', async () => {
    const required = await requiredFields('product')
    // The walk must find the obvious ones, or it is not walking anything.
    expect(required).toEqual(expect.arrayContaining(['name', 'slug', 'productId', 'category', 'price', 'bulkPrice', 'rating', 'image']))
    for (const type of new Set(documents.map((doc) => doc._type))) {
      const fields = type === 'product' ? required : await requiredFields(type)
      expect(fields.length, type).toBeGreaterThan(0)
      for (const doc of ofType(type)) {
        const missing = fields.filter((field) => doc[field] === undefined || doc[field] === '' || doc[field] === null)
        expect(missing, doc._id).toEqual([])
      }
    }
  }, 60_000)

  it('catches a broken document (the validation is not vacuous)', async () => {
    const broken = { ...products[1]!, _id: 'product-999', productId: 1, rating: 4.35, category: 'Tea' }
    const problems = await validateWithSchema([broken], { dataset: documents, environment: 'studio' })
    const fields = problems.filter((p) => p.level === 'error').map((p) => p.path)
    expect(fields).toEqual(expect.arrayContaining(['productId', 'rating', 'category']))
    expect(problems.find((p) => p.path === 'productId')?.message).toMatch(/already used by another product/)
  }, 60_000)
})

describe('products', () => {
  it('has 56 products with productId 1-56, each once, under fixed ids', () => {
    expect(products).toHaveLength(56)
    expect(products.map((p) => num(p, 'productId')).sort((a, b) => a - b)).toEqual(Array.from({ length: 56 }, (_, i) => i + 1))
    for (const p of products) expect(p._id).toBe(`product-${num(p, 'productId')}`)
  })

  it('covers all five categories', () => {
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES))
  })

  it('passes the shared rules', () => {
    for (const p of products) {
      const results = [
        checkProductId(p.productId),
        checkCategory(p.category),
        checkPrice(p.price),
        checkPrice(p.bulkPrice),
        checkRating(p.rating),
        checkBadge(p.badge),
        checkPackSize(p.packSize),
        checkMinOrderKg(p.minOrderKg),
      ]
      expect(
        results.filter((r) => r !== true),
        p._id,
      ).toEqual([])
      expect((p.slug as { current: string }).current).toBe(slugify(str(p, 'name')))
      expect(str(p, 'origin')).toMatch(/India$/)
    }
  })

  it("stays within the catalogue's own limits", () => {
    for (const p of products) {
      expect(num(p, 'price'), p._id).toBeGreaterThanOrEqual(HOUSEHOLD_PRICE_RANGE.min)
      expect(num(p, 'price'), p._id).toBeLessThanOrEqual(HOUSEHOLD_PRICE_RANGE.max)
      expect(num(p, 'bulkPrice'), p._id).toBeGreaterThanOrEqual(BULK_PRICE_RANGE.min)
      expect(num(p, 'bulkPrice'), p._id).toBeLessThanOrEqual(BULK_PRICE_RANGE.max)
      expect(num(p, 'rating'), p._id).toBeGreaterThanOrEqual(CATALOGUE_RATING_RANGE.min)
      expect(num(p, 'rating'), p._id).toBeLessThanOrEqual(CATALOGUE_RATING_RANGE.max)
      expect(hasAtMostDecimals(num(p, 'rating'), 1), p._id).toBe(true)
    }
    const decimals = new Set(products.map((p) => Math.round((num(p, 'rating') % 1) * 10)))
    for (const d of [2, 3, 8]) expect(decimals).toContain(d)
  })

  it('uses only the badges of the spec, or none', () => {
    for (const p of products) if (p.badge !== undefined) expect(PRODUCT_BADGES).toContain(p.badge)
    expect(products.some((p) => p.badge === undefined)).toBe(true)
    expect(products.find((p) => p.name === 'Sambar Powder')?.badge).toBe('South Indian')
    expect(products.find((p) => p.name === 'Pav Bhaji Masala')?.badge).toBe('Mumbai Favorite')
  })

  it('describes most products and leaves a few without a description', () => {
    const without = products.filter((p) => p.description === undefined)
    expect(without.length).toBeGreaterThanOrEqual(3)
    expect(without.length).toBeLessThanOrEqual(4)
  })
})

describe('testimonials, posts, policies, certificate, settings', () => {
  it('has 6 testimonials: 3 Spices and 3 Makhana', () => {
    const testimonials = ofType('testimonial')
    expect(testimonials).toHaveLength(6)
    expect(testimonials.filter((t) => t.type === 'Spices')).toHaveLength(3)
    expect(testimonials.filter((t) => t.type === 'Makhana')).toHaveLength(3)
    for (const t of testimonials) expect([checkRating(t.rating), checkTestimonialType(t.type)]).toEqual([true, true])
  })

  it('has the three blog posts of the home page, with real bodies', () => {
    const posts = ofType('blogPost')
    expect(posts.map((p) => [p.category, p.title])).toEqual([
      ['Health', 'The nutritional benefits of makhana'],
      ['Recipes', 'Creative makhana recipes'],
      ['Culture', 'Makhana in traditional medicine: an ancient history'],
    ])
    for (const post of posts) {
      const body = post.body as Block[]
      expect(body.filter((b) => b.style === 'normal' && !b.listItem).length, post._id).toBeGreaterThanOrEqual(4)
      expect(
        body.some((b) => b.style === 'h2' || b.listItem),
        post._id,
      ).toBe(true)
      expect(Number.isNaN(Date.parse(str(post, 'publishedAt')))).toBe(false)
    }
  })

  it('has the four policies, each with its figures', () => {
    const policies = ofType('policy')
    expect(policies.map((p) => (p.slug as { current: string }).current).sort()).toEqual([...POLICY_SLUGS].sort())
    for (const p of policies) {
      expect(checkPolicySlug((p.slug as { current: string }).current)).toBe(true)
      expect(str(p, 'updatedAt')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    const figures: Record<string, RegExp[]> = {
      'refund-policy': [
        /within 7 days of purchase/,
        /unused and unchanged/,
        /Digital products[^.]*accessed/,
        /Services[^.]*once work has begun/,
        /non-refundable/,
        /5 to 10 business days/,
        /original payment method/,
        /e-mail/,
        /order ID/,
        /reason/,
        /supporting documents/,
      ],
      'shipping-policy': [
        /1 to 2 business days/,
        /confirmation e-mail/,
        /tracking number/,
        /Domestic[^.]*3 to 7 days/,
        /International[^.]*7 to 15 days/,
        /credit\/debit cards/,
        /UPI/,
        /digital wallets/,
      ],
      'terms-of-services': [/governed by the laws of New Delhi, India/],
      'privacy-policy': [/local storage/, /do not sell/],
    }
    for (const [slug, patterns] of Object.entries(figures)) {
      const body = text(policies.find((p) => p._id === `policy-${slug}`)!)
      for (const pattern of patterns) expect(body, `${slug} ${pattern}`).toMatch(pattern)
    }
  })

  it('has sample certificates (FSSAI, Spices Board, APEDA, ISO 22000), each clearly a sample with a valid PDF', () => {
    const certificates = ofType('certificate')
    expect(certificates.map((c) => c._id)).toEqual(['certificate-1', 'certificate-2', 'certificate-3', 'certificate-4'])
    expect(certificates.map((c) => str(c, 'title')).join(' ')).toMatch(/FSSAI.*Spices Board.*APEDA.*ISO 22000/)
    for (const certificate of certificates) {
      expect(str(certificate, 'title')).toMatch(/SAMPLE/)
      expect(str(certificate, 'number')).toMatch(/SAMPLE/)
      const pdf = assets.find((a) => a.key === certificate._id)!
      expect(pdf.contentType).toBe('application/pdf')
      const source = pdf.body.toString('latin1')
      expect(source.startsWith('%PDF-1.4\n')).toBe(true)
      expect(source.trimEnd().endsWith('%%EOF')).toBe(true)
      expect(source).toContain('SAMPLE - NOT A REAL')
      // Every xref entry points at its object, and startxref at the xref table.
      const offsets = [...source.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
      expect(offsets).toHaveLength(5)
      offsets.forEach((offset, index) => expect(source.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true))
      const startxref = Number(/startxref\n(\d+)/.exec(source)![1])
      expect(source.slice(startxref, startxref + 4)).toBe('xref')
    }
  })

  it('has site settings with fake sample contacts and the opening hours', () => {
    const [settings] = ofType('siteSettings')
    expect(settings!._id).toBe('siteSettings')
    for (const phone of settings!.phones as string[]) expect(checkPhone(phone)).toBe(true)
    expect(checkWhatsapp(settings!.whatsapp)).toBe(true)
    for (const rate of Object.values(settings!.exchangeRates as Record<string, number>)) expect(checkRupeesPerUnit(rate)).toBe(true)
    expect(Object.keys(settings!.exchangeRates as object)).toEqual(FOREIGN_CURRENCIES.map(rateField))
    expect(checkRatesDate(settings!.exchangeRatesDate)).toBe(true)
    expect(checkRatesMaxAge(settings!.exchangeRatesMaxAgeDays)).toBe(true)
    for (const email of settings!.emails as string[]) expect(email).toMatch(/@example\.com$/)
    expect((settings!.hours as { days: string; time: string }[]).map(({ days, time }) => `${days} ${time}`)).toEqual([
      'Monday-Friday 9:00 AM - 6:00 PM',
      'Saturday 10:00 AM - 4:00 PM',
      'Sunday Closed',
    ])
    expect(settings!.contactIntro).toBe("Have questions or feedback? We'd love to hear from you.")
    expect((settings!.address as { city: string }).city).toBe('New Delhi')
  })
})

describe('assets', () => {
  const refs = JSON.stringify(documents)
    .match(new RegExp(`"${ASSET_REF_PREFIX}([^"]+)"`, 'g'))!
    .map((r) => r.slice(ASSET_REF_PREFIX.length + 1, -1))

  it('are each referenced once, and every reference has its asset', () => {
    expect(new Set(assets.map((a) => a.key)).size).toBe(assets.length)
    expect([...refs].sort()).toEqual(assets.map((a) => a.key).sort())
  })

  it('are small, original SVG drawings (nothing downloaded or linked)', () => {
    for (const asset of assets.filter((a) => a.kind === 'image')) {
      const svg = asset.body.toString('utf8')
      expect(asset.contentType).toBe('image/svg+xml')
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/)
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|href=|<image/)
      if (asset.key.startsWith('product-')) {
        expect(svg).toContain('viewBox="0 0 800 800"')
        expect(asset.body.length, asset.key).toBeLessThan(3072)
      }
    }
    // One picture per product, and no two alike.
    const productArt = assets.filter((a) => a.key.startsWith('product-')).map((a) => a.body.toString('utf8'))
    expect(new Set(productArt).size).toBe(56)
  })
})

describe('determinism and duplicates', () => {
  it('builds byte-identical output on every call', () => {
    expect(JSON.stringify(buildSeed())).toBe(JSON.stringify(buildSeed()))
  })

  it('rejects a duplicate productId, naming both documents, before writing anything', async () => {
    const data = buildSeed()
    const copy = { ...data.documents.find((d) => d._id === 'product-7')!, _id: 'product-57', name: 'Fenugreek Seeds, again' }
    data.documents.push(copy)
    expect(() => assertUniqueSeed(data.documents)).toThrow(/productId 7.*product-7.*Fenugreek Seeds \(Methi\).*product-57/)
    const untouchable = new Proxy(
      {},
      {
        get: (_t, prop) => {
          throw new Error(`client.${String(prop)} must not be used`)
        },
      },
    )
    await expect(seed(untouchable as never, data)).rejects.toThrow(/Duplicate productId 7 in the seed: product-7 .* and product-57 /)
  })

  it('rejects a duplicate document id', () => {
    const docs = [...documents, { ...documents[0]! }]
    expect(() => assertUniqueSeed(docs)).toThrow(/Duplicate document id "siteSettings"/)
  })
})
