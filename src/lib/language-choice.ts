import { isLanguage, type Language } from '../../shared/languages'
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
