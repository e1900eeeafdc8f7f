// The seed's translations as sanity-plugin-internationalized-array stores them (docs/decisions/040).
import type { PolicySlug } from '../../shared/content-lists.ts'
import { OTHER_LANGUAGES } from '../../shared/languages.ts'
import { SEEDED_MARK_FIELD, translationsPath } from '../../shared/translatable-fields.ts'
import {
  badgeTranslations,
  gradeTranslations,
  originTranslations,
  packSizeTranslations,
  policyTranslations,
  postTranslations,
  productTranslations,
  sampleSizeTranslations,
  siteTextTranslations,
  storageTranslations,
  type OtherLanguage,
  type Translated,
} from './data/translations/index.ts'

type Kind = 'String' | 'Text' | 'BlockContent'

/** `[{ _key, _type, language, value }]`, one per language that has a value. */
function translations(kind: Kind, valueIn: (language: OtherLanguage) => string | readonly object[] | undefined) {
  return OTHER_LANGUAGES.flatMap((language) => {
    const value = valueIn(language)
    return value ? [{ _key: language, _type: `internationalizedArray${kind}Value`, language, value }] : []
  })
}

function fromTable(table: Record<string, Translated>, english: string | undefined, what: string): Translated | undefined {
  if (english === undefined) return undefined
  const row = table[english]
  if (!row) throw new Error(`The seed has no translation of the ${what} "${english}": add it to scripts/seed/data/translations/.`)
  return row
}

/** A product's translated fields, and the mark that they came with the seed. */
export function productTranslationFields(row: {
  productId: number
  name: string
  badge?: string
  description?: string
  packSize?: string
  origin?: string
  sampleSize?: string
}) {
  const product = productTranslations[row.productId]
  if (!product) throw new Error(`The seed has no translation of product ${row.productId} "${row.name}": add it to scripts/seed/data/translations/.`)
  const badge = fromTable(badgeTranslations, row.badge, 'badge')
  const packSize = fromTable(packSizeTranslations, row.packSize, 'pack size')
  const origin = fromTable(originTranslations, row.origin, 'origin')
  const sampleSize = fromTable(sampleSizeTranslations, row.sampleSize, 'sample size')
  return {
    [translationsPath('name')]: translations('String', (language) => product[language][0]),
    ...(row.description ? { [translationsPath('description')]: translations('Text', (language) => product[language][1]) } : {}),
    ...(badge ? { [translationsPath('badge')]: translations('String', (language) => badge[language]) } : {}),
    ...(packSize ? { [translationsPath('packSize')]: translations('String', (language) => packSize[language]) } : {}),
    ...(origin ? { [translationsPath('origin')]: translations('String', (language) => origin[language]) } : {}),
    ...(sampleSize ? { [translationsPath('sampleSize')]: translations('String', (language) => sampleSize[language]) } : {}),
    [SEEDED_MARK_FIELD]: true,
  }
}

/** The export specification's translated texts (grade, storage). */
export function specTranslationFields(spec: { grade?: string; storage?: string }) {
  const grade = fromTable(gradeTranslations, spec.grade, 'grade')
  const storage = fromTable(storageTranslations, spec.storage, 'storage advice')
  return {
    ...(grade ? { [translationsPath('grade')]: translations('String', (language) => grade[language]) } : {}),
    ...(storage ? { [translationsPath('storage')]: translations('String', (language) => storage[language]) } : {}),
  }
}

/** The site settings' buyer-facing texts in every language. */
export function siteTranslationFields() {
  const kinds = { tagline: 'String', blurb: 'Text', contactIntro: 'Text', b2bIntro: 'Text' } as const
  return {
    ...Object.fromEntries(
      Object.entries(kinds).map(([field, kind]) => [
        translationsPath(field),
        translations(kind, (language) => siteTextTranslations[field as keyof typeof kinds][language]),
      ]),
    ),
    [SEEDED_MARK_FIELD]: true,
  }
}

/** A policy's translated title and text where the seed has them, marked seeded; nothing for a policy it leaves in English. */
export function policyTranslationFields(slug: PolicySlug) {
  const policy = policyTranslations[slug]
  if (!policy) return {}
  return {
    [translationsPath('title')]: translations('String', (language) => policy[language]?.title),
    [translationsPath('body')]: translations('BlockContent', (language) => policy[language]?.body),
    [SEEDED_MARK_FIELD]: true,
  }
}

/** A post's translated title, description and text where the seed has them, marked seeded; nothing for a post it leaves in English. */
export function postTranslationFields(slug: string) {
  const post = postTranslations[slug]
  if (!post) return {}
  return {
    [translationsPath('title')]: translations('String', (language) => post[language]?.title),
    [translationsPath('description')]: translations('Text', (language) => post[language]?.description),
    [translationsPath('body')]: translations('BlockContent', (language) => post[language]?.body),
    [SEEDED_MARK_FIELD]: true,
  }
}
