// The seed's translations, written for review: documents carrying them are marked "seeded" in the Studio.
import { spiceTranslations } from './products-1.ts'
import { packTranslations } from './products-2.ts'
import type { ProductTranslations } from './types.ts'

export const productTranslations: ProductTranslations = { ...spiceTranslations, ...packTranslations }
export { policyTranslations } from './policies.ts'
export { postTranslations } from './posts.ts'
export { badgeTranslations, gradeTranslations, siteTextTranslations, storageTranslations } from './texts.ts'
export { originTranslations, packSizeTranslations, sampleSizeTranslations } from './packs-and-origins.ts'
export type { OtherLanguage, Translated } from './types.ts'
