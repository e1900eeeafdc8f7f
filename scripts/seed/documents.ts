/**
 * The seed content as Sanity documents, with fixed ids (docs/content-model.md) so importing is
 * idempotent. Pure and deterministic: the same call always returns byte-identical output.
 * Documents point at assets with `seed-asset:<key>` references; import.ts swaps in real asset ids.
 */
import type { IdentifiedSanityDocumentStub } from '@sanity/client'
import { slugify } from '../../studio/schema-types/rules.ts'
import { blogArt } from './art/blog-art.ts'
import { minimalPdf } from './art/pdf.ts'
import { avatarArt } from './art/people-art.ts'
import { productArt } from './art/product-art.ts'
import { complianceKindTitle } from '../../shared/export-spec-rules.ts'
import { certificateRows } from './data/certificates.ts'
import { compliancePdf, complianceRows } from './data/compliance-documents.ts'
import { exportSpecs, type ExportSpecRow } from './data/export-specs.ts'
import { policyRows } from './data/policies/index.ts'
import { postRows } from './data/posts/index.ts'
import { productCatalogue } from './data/products/index.ts'
import { sampleFields } from './data/samples.ts'
import { siteSettingsData } from './data/site-settings.ts'
import { testimonialRows } from './data/testimonials.ts'
import { policyTranslationFields, postTranslationFields, productTranslationFields, siteTranslationFields, specTranslationFields } from './translations.ts'

export type SeedDocument = IdentifiedSanityDocumentStub

export interface SeedAsset {
  key: string
  kind: 'image' | 'file'
  filename: string
  body: Buffer
  contentType: string
}

export interface Seed {
  documents: SeedDocument[]
  assets: SeedAsset[]
}

export const ASSET_REF_PREFIX = 'seed-asset:'

const assetRef = (key: string) => ({ _type: 'reference', _ref: `${ASSET_REF_PREFIX}${key}` })
const image = (key: string, alt: string) => ({ _type: 'image', asset: assetRef(key), alt })
const svgAsset = (key: string, filename: string, svg: string): SeedAsset => ({
  key,
  kind: 'image',
  filename,
  body: Buffer.from(svg, 'utf8'),
  contentType: 'image/svg+xml',
})

function products(seed: Seed): void {
  for (const { category, rows } of productCatalogue) {
    for (const { tone, badge, description, ...row } of rows) {
      const slug = slugify(row.name)
      const key = `product-${row.productId}`
      const samples = sampleFields(category)
      seed.assets.push(svgAsset(key, `${slug}.svg`, productArt({ slug, name: row.name, category, tone })))
      seed.documents.push({
        _id: key,
        _type: 'product',
        ...row,
        slug: { _type: 'slug', current: slug },
        category,
        ...(badge ? { badge } : {}),
        ...(description ? { description } : {}),
        ...samples,
        image: image(key, `Illustration of ${row.name}: ${category.toLowerCase()} from ${row.origin}`),
        ...exportSpecField(exportSpecs[row.productId]),
        ...productTranslationFields({ ...row, badge, description, sampleSize: samples.sampleSize }),
      })
    }
  }
}

/** The product's `exportSpec` object: key figures as keyed array items, certificates as references. */
function exportSpecField(spec: ExportSpecRow | undefined): { exportSpec?: Record<string, unknown> } {
  if (!spec) return {}
  const { keyFigures, certificates, ...rest } = spec
  return {
    exportSpec: {
      _type: 'exportSpecification',
      ...rest,
      ...specTranslationFields(rest),
      keyFigures: Object.entries(keyFigures).map(([figure, value]) => ({ _key: figure, _type: 'keyFigure', figure, value })),
      certificates: certificates.map((n) => ({ _key: `certificate-${n}`, _type: 'reference', _ref: `certificate-${n}` })),
    },
  }
}

function complianceDocuments(seed: Seed): void {
  const names = new Map(productCatalogue.flatMap(({ rows }) => rows.map((row) => [row.productId, row.name] as const)))
  for (const row of complianceRows) {
    const { n, productId, filename, results: _results, ...fields } = row
    const key = `complianceDocument-${n}`
    const pdf = compliancePdf(row, complianceKindTitle(row.kind), names.get(productId) ?? `product ${productId}`)
    seed.assets.push({ key, kind: 'file', filename, body: minimalPdf(pdf), contentType: 'application/pdf' })
    seed.documents.push({
      _id: key,
      _type: 'complianceDocument',
      product: { _type: 'reference', _ref: `product-${productId}` },
      ...fields,
      file: { _type: 'file', asset: assetRef(key) },
    })
  }
}

function testimonials(seed: Seed): void {
  testimonialRows.forEach((row, index) => {
    const key = `testimonial-${index + 1}`
    seed.assets.push(svgAsset(key, `${slugify(row.name)}.svg`, avatarArt(row.name, row.type)))
    seed.documents.push({ _id: key, _type: 'testimonial', ...row, image: image(key, `Initials of ${row.name}`) })
  })
}

function blogPosts(seed: Seed): void {
  for (const { slug, theme, imageAlt, ...row } of postRows) {
    const key = `blog-${slug}`
    seed.assets.push(svgAsset(key, `${slug}.svg`, blogArt(theme, row.title)))
    seed.documents.push({
      _id: `blogPost-${slug}`,
      _type: 'blogPost',
      ...row,
      slug: { _type: 'slug', current: slug },
      image: image(key, imageAlt),
      ...postTranslationFields(slug),
    })
  }
}

function policies(seed: Seed): void {
  for (const { slug, ...row } of policyRows) {
    seed.documents.push({ _id: `policy-${slug}`, _type: 'policy', ...row, slug: { _type: 'slug', current: slug }, ...policyTranslationFields(slug) })
  }
}

function certificates(seed: Seed): void {
  for (const { n, filename, pdf, ...row } of certificateRows) {
    const key = `certificate-${n}`
    seed.assets.push({ key, kind: 'file', filename, body: minimalPdf(pdf), contentType: 'application/pdf' })
    seed.documents.push({ _id: key, _type: 'certificate', ...row, file: { _type: 'file', asset: assetRef(key) } })
  }
}

function siteSettings(seed: Seed): void {
  const { address, hours, socialLinks, creditLink, phones, emails, exchangeRates, ...rest } = siteSettingsData
  seed.documents.push({
    _id: 'siteSettings',
    _type: 'siteSettings',
    ...rest,
    exchangeRates: { ...exchangeRates },
    // Seeded rates are dated the day the seed runs: a new machine shows the currencies at once, and
    // one left alone for a month shows how the site falls back to rupees until staff update them.
    exchangeRatesDate: new Date().toISOString().slice(0, 10),
    phones: [...phones],
    emails: [...emails],
    address: { _type: 'postalAddress', ...address },
    hours: hours.map((entry, index) => ({ _key: `hours-${index}`, _type: 'openingHours', ...entry })),
    socialLinks: socialLinks.map((link) => ({ _key: link.platform, _type: 'socialLink', ...link })),
    creditLink: { _type: 'creditLink', ...creditLink },
    ...siteTranslationFields(),
  })
}

export function buildSeed(): Seed {
  const seed: Seed = { documents: [], assets: [] }
  siteSettings(seed)
  products(seed)
  testimonials(seed)
  blogPosts(seed)
  policies(seed)
  certificates(seed)
  complianceDocuments(seed)
  return seed
}
