import { X } from 'lucide'
import { useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { useLanguage } from '@/lib/i18n'
import { inPresentation } from '@/lib/presentation'
import { rememberLanguage, suggestedLanguage } from '@/lib/language-choice'
import { Link } from '@/lib/local-link'
import { languageInfo, type Language } from '../../../shared/languages'
import { LANGUAGE_SUGGESTION_TEXT } from './language-suggestion-text'

const noSubscription = () => () => {}

/** The browser's preferences are read after hydration: the pre-rendered page (what crawlers read) never has the offer. */
function useSuggestedLanguage(current: Language): Language | null {
  return useSyncExternalStore(
    noSubscription,
    // Staff previewing a page in the Studio chose its language; the offer would cover what they check.
    () => (inPresentation() ? null : suggestedLanguage(current, navigator.languages?.length ? navigator.languages : [navigator.language])),
    () => null,
  )
}

/**
 * On a first visit, this page in the browser's language, offered in that language: never a redirect.
 * Following it or closing it remembers the choice, and the offer is not made again.
 */
export function LanguageSuggestion() {
  const current = useLanguage()
  const { pathname, search, hash } = useLocation()
  const offered = useSuggestedLanguage(current)
  const [closed, setClosed] = useState(false)
  if (!offered || closed) return null
  const row = languageInfo(offered)
  const text = LANGUAGE_SUGGESTION_TEXT[offered]
  return (
    <aside className="language-suggestion" lang={row.hreflang} dir={row.dir} aria-labelledby="language-suggestion-offer">
      <Link
        id="language-suggestion-offer"
        to={{ pathname, search, hash }}
        language={offered}
        reloadDocument
        hrefLang={row.hreflang}
        onClick={() => rememberLanguage(offered)}
      >
        {text.offer}
      </Link>
      <button
        type="button"
        className="language-suggestion-close round-button"
        aria-label={text.dismiss}
        onClick={() => {
          rememberLanguage(current)
          setClosed(true)
        }}
      >
        <Icon icon={X} aria-hidden="true" size={20} />
      </button>
    </aside>
  )
}
