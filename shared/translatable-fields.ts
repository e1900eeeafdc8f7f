// Plain data: the Studio's desk lists, its schema test and the seed read it (docs/decisions/040).

/**
 * Texts staff translate, per document type: each English field keeps its name and gets
 * `<field>Translations` beside it (sanity-plugin-internationalized-array) with the other languages.
 * A path with a dot is a field of an object field (`exportSpec.storage`).
 */
export const TRANSLATABLE_FIELDS = {
  product: ['name', 'description', 'badge', 'packSize', 'origin', 'sampleSize', 'exportSpec.grade', 'exportSpec.storage'],
  siteSettings: ['tagline', 'blurb', 'contactIntro', 'b2bIntro'],
  // `body` is Portable Text: its translations hold blocks (docs/decisions/044).
  policy: ['title', 'body'],
  blogPost: ['title', 'description', 'body'],
} as const satisfies Record<string, readonly string[]>

export type TranslatableType = keyof typeof TRANSLATABLE_FIELDS

/** 'exportSpec.storage' → 'exportSpec.storageTranslations' */
export function translationsPath(field: string): string {
  return `${field}Translations`
}

/** Staff clear this mark once they have read the translations the seed brought. */
export const SEEDED_MARK_FIELD = 'translationsSeeded'

/**
 * GROQ: true when a document of the type has an English text without its translation into
 * $language. An empty translation (added, never typed) counts as missing.
 */
export function missingTranslationFilter(type: TranslatableType): string {
  const missing = TRANSLATABLE_FIELDS[type].map(
    (field) => `(defined(${field}) && !defined(${translationsPath(field)}[language == $language && defined(value) && value != ""][0]))`,
  )
  return `_type == "${type}" && (${missing.join(' || ')})`
}
