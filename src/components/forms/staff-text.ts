// Staff read every inquiry and request in English, whatever the buyer's language (docs/decisions/042).
import type { MessageDescriptor } from '@lingui/core'
import { i18nFor, loadI18n } from '@/lib/i18n'
import { languageInfo, type Language } from '../../../shared/languages'

/** The language staff read: its catalogue holds the English of every label. */
const STAFF_LANGUAGE = 'en' satisfies Language

/** Loads the English catalogue (already there on an English page) before a send builds staff's text. */
export function loadStaffText(): Promise<unknown> {
  return loadI18n(STAFF_LANGUAGE)
}

/** A label or option as staff read it; loadStaffText must have run. */
export function staffText(descriptor: MessageDescriptor): string {
  return i18nFor(STAFF_LANGUAGE)._(descriptor)
}

/** The buyer's language for staff: its English name, and its code for a template that answers in it. */
export function languageParams(language: Language): { language: string; languageCode: string } {
  return { language: languageInfo(language).name, languageCode: language }
}

/** The line of the e-mail that tells staff which language to answer in. */
export function languageLine(language: Language): string {
  return `Buyer's language: ${languageInfo(language).name}`
}
