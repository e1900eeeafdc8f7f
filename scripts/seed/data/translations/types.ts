import type { Block } from '../../portable-text.ts'
import type { OTHER_LANGUAGES } from '../../../../shared/languages.ts'

export type OtherLanguage = (typeof OTHER_LANGUAGES)[number]
/** One text in every language but English: the type checker names a language the seed leaves out. */
export type Translated = Record<OtherLanguage, string>
/** By productId: [name] or [name, description], per language. */
export type ProductTranslations = Record<number, Record<OtherLanguage, [string] | [string, string]>>
/** A policy's title and text in the languages staff have translated it into; any other language shows the English text with a notice. */
export type PolicyTranslations = Partial<Record<OtherLanguage, { title: string; body: Block[] }>>
/** A post's title, description and text in the languages staff have translated it into; any other language shows the English text with a notice. */
export type PostTranslations = Partial<Record<OtherLanguage, { title: string; description: string; body: Block[] }>>
