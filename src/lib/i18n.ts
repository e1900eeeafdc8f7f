import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { useLocation } from 'react-router'
import { DEFAULT_LANGUAGE, languageInfo, languageOfPath, type Language } from '../../shared/languages'

// One catalogue per language, compiled from src/locales/<code>.po by @lingui/vite-plugin; a page loads its own only.
const catalogues = import.meta.glob<{ messages: Messages }>('../locales/*.po')
const loaded = new Map<Language, I18n>()

/** The language's interface text, loaded once; the page renders only after it is here. */
export async function loadI18n(language: Language): Promise<I18n> {
  const ready = loaded.get(language)
  if (ready) return ready
  const load = catalogues[`../locales/${language}.po`]
  if (!load) throw new Error(`No interface catalogue for the language "${language}" (src/locales/${language}.po).`)
  const { messages } = await load()
  // `locales` writes the numbers of plurals (#) the page's way: Latin digits in Arabic (docs/decisions/041).
  const i18n = setupI18n({ locale: language, locales: languageInfo(language).intlLocale, messages: { [language]: messages } })
  loaded.set(language, i18n)
  return i18n
}

/** A language whose catalogue was loaded before rendering (root.tsx loads it first). */
export function i18nFor(language: Language): I18n {
  const i18n = loaded.get(language) ?? loaded.get(DEFAULT_LANGUAGE)
  if (!i18n) throw new Error(`The interface catalogue for "${language}" was not loaded before rendering.`)
  return i18n
}

/** The language of the page being shown, from its address. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname)
}
