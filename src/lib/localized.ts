// The page's language picks the text; English is the fallback, and the answer says which it is (docs/decisions/040).
import { DEFAULT_LANGUAGE, languageInfo, isLanguage, type Language } from '../../shared/languages.ts'

/**
 * GROQ: `{ text, lang }` for the field in `$language`, from `<field>Translations` when that language
 * has a value there, else the English field itself with `lang` "en".
 */
// An arrow with an expression body, typed as its exact text: Sanity TypeGen follows only that form, and the result types are keyed by the query's text.
export const localized = <const F extends string>(field: F) =>
  `{
    "text": coalesce(${field}Translations[language == $language && defined(value) && value != ""][0].value, ${field}),
    "lang": coalesce(${field}Translations[language == $language && defined(value) && value != ""][0].language, "en")
  }` as const

/** A text as a query projects it with `localized`; a Portable Text body (`T` its blocks) has the same shape. */
export interface LocalizedText<T = string> {
  text: T | null
  lang: string
}

export interface FallbackAttributes {
  lang?: string
  dir?: 'ltr' | 'rtl'
}

/**
 * The attributes of an element showing `value` on a page in `page`: none when the text is in the
 * page's language; `lang` (and `dir` when the direction differs) when it fell back, so screen
 * readers switch voice and an English name reads left to right on an Arabic page.
 */
export function fallbackAttributes(value: LocalizedText<unknown> | null | undefined, page: Language): FallbackAttributes {
  // No text at all: the element shows the page's own interface text instead.
  if (!value?.text) return {}
  const lang = value.lang || DEFAULT_LANGUAGE
  if (lang === page) return {}
  const dir = isLanguage(lang) ? languageInfo(lang).dir : 'ltr'
  return dir === languageInfo(page).dir ? { lang } : { lang, dir }
}

/** True when `value` is shown in English on a page in another language: a policy's or post's notice says so (docs/decisions/044). */
export function fellBackToEnglish(value: LocalizedText<unknown> | null | undefined, page: Language): boolean {
  return Boolean(value?.text) && page !== DEFAULT_LANGUAGE && (value?.lang || DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE
}

/** A product name kept in the browser (cart lines, the sample list) as the buyer read it, and its language. */
export interface LocalName {
  text: string
  lang: Language
}

/**
 * A `LocalName` from a query's `localized` value or from storage. None for English (the English
 * `name` beside it is that text) or without text or a known language, which would be marked wrongly.
 */
export function toLocalName(value: unknown, maxLength = 500): LocalName | undefined {
  if (value === null || typeof value !== 'object') return undefined
  const { text, lang } = value as Record<string, unknown>
  if (typeof text !== 'string' || !isLanguage(lang) || lang === DEFAULT_LANGUAGE) return undefined
  const trimmed = text.trim()
  return trimmed && trimmed.length <= maxLength ? { text: trimmed, lang } : undefined
}

/** The text shown for one kept in English and maybe in another language: the English one, marked English, when there is no other. */
export function shownText(english: string, local: LocalName | undefined): LocalName {
  return local ?? { text: english, lang: DEFAULT_LANGUAGE }
}

/** The name shown for something kept with its English `name` and maybe a `localName`: English when it has none (not translated, or kept before languages). */
export function shownName(item: { name: string; localName?: LocalName | undefined }): LocalName {
  return shownText(item.name, item.localName)
}
