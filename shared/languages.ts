// One row per language the shop is read in; routes, the switcher, hreflang and the Studio derive from it (docs/decisions/039).

export const LANGUAGE_TABLE = [
  { code: 'en', name: 'English', nativeName: 'English', dir: 'ltr', hreflang: 'en', ogLocale: 'en_IN', intlLocale: 'en-IN' },
  // Latin digits: Gulf trade papers, invoices and the specification's figures use them (docs/decisions/041).
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', dir: 'rtl', hreflang: 'ar', ogLocale: 'ar_AE', intlLocale: 'ar-AE-u-nu-latn' },
  { code: 'zh', name: 'Chinese', nativeName: '简体中文', dir: 'ltr', hreflang: 'zh-Hans', ogLocale: 'zh_CN', intlLocale: 'zh-CN' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', dir: 'ltr', hreflang: 'de', ogLocale: 'de_DE', intlLocale: 'de-DE' },
] as const satisfies readonly LanguageRow[]

interface LanguageRow {
  /** ISO 639-1: the path prefix (/ar/…), the catalogue's file name (src/locales/ar.po), `<html lang>`. */
  code: string
  /** In English, as staff read it ("Buyer's language: Arabic"). */
  name: string
  /** In the language itself, as the switcher shows it. */
  nativeName: string
  dir: 'ltr' | 'rtl'
  hreflang: string
  ogLocale: string
  /** Numbers, dates and the digits of prices on the language's pages (Intl.NumberFormat, Intl.DateTimeFormat). */
  intlLocale: string
}

export type LanguageInfo = (typeof LANGUAGE_TABLE)[number]
export type Language = LanguageInfo['code']
/** At `/` with no prefix, and what a missing translation falls back to. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language
export const LANGUAGES: readonly Language[] = LANGUAGE_TABLE.map((row) => row.code)
export const OTHER_LANGUAGES: readonly Exclude<Language, typeof DEFAULT_LANGUAGE>[] = LANGUAGES.filter(
  (code): code is Exclude<Language, typeof DEFAULT_LANGUAGE> => code !== DEFAULT_LANGUAGE,
)

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export function languageInfo(code: Language): LanguageInfo {
  // Every code comes from the table, so the row exists.
  return LANGUAGE_TABLE.find((row) => row.code === code)!
}

/** The language a path is in: its first segment when that names a language, else the default. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1]
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE
}

/** The path without its language prefix: '/ar/products' → '/products', '/ar' → '/'. */
export function unprefixedPath(pathname: string): string {
  const language = languageOfPath(pathname)
  if (language === DEFAULT_LANGUAGE) return pathname
  const rest = pathname.slice(language.length + 1)
  return rest === '' ? '/' : rest
}

/** The same page in another language: '/products' in 'ar' → '/ar/products'. */
export function pathInLanguage(pathname: string, language: Language): string {
  const base = unprefixedPath(pathname)
  if (language === DEFAULT_LANGUAGE) return base
  return base === '/' ? `/${language}` : `/${language}${base}`
}
