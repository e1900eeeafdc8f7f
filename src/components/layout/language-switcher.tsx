import { Languages } from 'lucide'
import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { Icon } from '@/components/ui/icon'
import { useLanguage } from '@/lib/i18n'
import { rememberLanguage } from '@/lib/language-choice'
import { Link } from '@/lib/local-link'
import { LANGUAGE_TABLE, languageInfo } from '../../../shared/languages'

/**
 * This page in every language, each name in its own language and script. A change of language is a
 * new document: the page's interface catalogue is loaded before its first render (src/root.tsx).
 */
export function LanguageList() {
  const current = useLanguage()
  const { pathname, search, hash } = useLocation()
  return (
    <ul className="language-list">
      {LANGUAGE_TABLE.map((row) => (
        <li key={row.code}>
          <Link
            to={{ pathname, search, hash }}
            language={row.code}
            reloadDocument
            lang={row.hreflang}
            hrefLang={row.hreflang}
            aria-current={row.code === current ? 'page' : undefined}
            onClick={() => rememberLanguage(row.code)}
          >
            {row.nativeName}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The header's switcher on wide screens: the current language, opening onto the list (the mobile menu shows the list itself). */
export function LanguageMenu() {
  const { t } = useLingui()
  const current = languageInfo(useLanguage())
  return (
    <details className="language-menu">
      <summary>
        <Icon icon={Languages} aria-hidden="true" size={18} />
        <span className="visually-hidden">{t`Language:`} </span>
        <span lang={current.hreflang}>{current.nativeName}</span>
      </summary>
      <nav aria-label={t`Language`}>
        <LanguageList />
      </nav>
    </details>
  )
}
