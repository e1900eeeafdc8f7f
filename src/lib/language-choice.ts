import { isLanguage, LANGUAGE_TABLE, type Language } from '../../shared/languages'
import { safeLocalStorage } from './safe-storage'

/** Where the buyer's choice of language is kept: never a redirect, only what a suggestion may read (issue 28). */
export const LANGUAGE_STORAGE_KEY = 'language'

export function rememberLanguage(language: Language): void {
  safeLocalStorage.setItem(LANGUAGE_STORAGE_KEY, language)
}

/** The language the buyer last chose, or null when none was chosen (or what is stored is not a language). */
export function rememberedLanguage(): Language | null {
  const stored = safeLocalStorage.getItem(LANGUAGE_STORAGE_KEY)
  return isLanguage(stored) ? stored : null
}

/**
 * The shop's language a browser preference stands for, by language and script: 'de-CH' → 'de',
 * 'zh-CN' → 'zh' (simplified characters); 'zh-TW' (traditional) and 'fr' → null.
 * Only a row whose tag names a script ('zh-Hans') needs the preference's likely script: filling in
 * likely subtags (`maximize`) loads data the first time, which the page's other languages skip.
 */
export function languageOfPreference(tag: string): Language | null {
  if (!preferences.has(tag)) preferences.set(tag, matchPreference(tag))
  return preferences.get(tag)!
}

/** The answers so far: a page asks on each render of its offer, and the browser's preferences stay put. */
const preferences = new Map<string, Language | null>()

function matchPreference(tag: string): Language | null {
  const wanted = parsed(tag)
  if (!wanted) return null
  const row = LANGUAGE_TABLE.find((r) => {
    const offered = new Intl.Locale(r.hreflang)
    if (offered.language !== wanted.language) return false
    return !offered.script || offered.script === (wanted.script ?? wanted.maximize().script)
  })
  return row?.code ?? null
}

function parsed(tag: string): Intl.Locale | null {
  try {
    return new Intl.Locale(tag)
  } catch {
    // A browser may report a tag Intl does not parse: it names none of the shop's languages.
    return null
  }
}

/**
 * The language to offer on a page in `current`: the first of the browser's preferences the shop is
 * written in, when that is another language and the buyer has not chosen one (never a redirect).
 */
export function suggestedLanguage(current: Language, preferences: readonly string[]): Language | null {
  if (rememberedLanguage()) return null
  for (const tag of preferences) {
    const language = languageOfPreference(tag)
    if (language) return language === current ? null : language
  }
  return null
}
