import { useLanguage } from './i18n'
import { fallbackAttributes, type FallbackAttributes, type LocalizedText } from './localized'

/** `mark(value)` spreads onto the element showing `value`: `lang`/`dir` only when it fell back to English. */
export function useFallbackMark(): (value: LocalizedText<unknown> | null | undefined) => FallbackAttributes {
  const page = useLanguage()
  return (value) => fallbackAttributes(value, page)
}
