import type { Language } from '../../../shared/languages'

/**
 * The offer in the language it offers, which the page's own catalogue does not hold (it loads one
 * language only): one row per language, so a new language is a type error here until it has one.
 */
export const LANGUAGE_SUGGESTION_TEXT: Record<Language, { offer: string; dismiss: string }> = {
  en: { offer: 'This page is also in English', dismiss: 'Close' },
  ar: { offer: 'هذه الصفحة متوفرة أيضًا باللغة العربية', dismiss: 'إغلاق' },
  zh: { offer: '本页面也有简体中文版', dismiss: '关闭' },
  de: { offer: 'Diese Seite gibt es auch auf Deutsch', dismiss: 'Schließen' },
}
