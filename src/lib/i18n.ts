import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { useLocation } from 'react-router'
import { DEFAULT_LANGUAGE, languageInfo, languageOfPath, type Language } from '../../shared/languages'

// In the browser's build each chunk brings its own messages in the page's language before it runs
// (scripts/build/chunk-messages.ts, docs/decisions/039). Pre-rendering, tests, the dev server, and
// another language than the page's (staff's English on an Arabic page) load the language's whole
// catalogue, compiled from src/locales/<code>.po by @lingui/vite-plugin.
const CHUNKED = import.meta.env.PROD && !import.meta.env.SSR
const catalogues = import.meta.glob<{ messages: Messages }>('../locales/*.po')
const loaded = new Map<Language, I18n>()

/** The language's interface text, loaded once; the page renders only after it is here. */
export async function loadI18n(language: Language): Promise<I18n> {
  const ready = loaded.get(language)
  if (ready) return ready
  const messages = CHUNKED && language === languageOfPath(location.pathname) ? chunkMessages() : await wholeCatalogue(language)
  // `locales` writes the numbers of plurals (#) the page's way: Latin digits in Arabic (docs/decisions/041).
  const i18n = setupI18n({ locale: language, locales: languageInfo(language).intlLocale, messages: { [language]: messages } })
  // A message whose chunk did not bring it would show its id: say so, and every browser test fails on it.
  i18n.on('missing', ({ id }) => console.error(`The interface text ${id} is missing in ${language}.`))
  loaded.set(language, i18n)
  return i18n
}

/** The one object every chunk's messages are added to; Lingui keeps it as the language's messages, not a copy. */
function chunkMessages(): Messages {
  return ((globalThis as { __chunkMessages?: Messages }).__chunkMessages ??= {})
}

async function wholeCatalogue(language: Language): Promise<Messages> {
  const load = catalogues[`../locales/${language}.po`]
  if (!load) throw new Error(`No interface catalogue for the language "${language}" (src/locales/${language}.po).`)
  return (await load()).messages
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
