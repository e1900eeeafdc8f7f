import { Menu, Phone, X } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Link, NavLink } from '@/lib/local-link'
import type { SiteSettings } from '@/lib/queries'
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useT } from '@lingui/react/macro'
import { LanguageList, LanguageMenu } from './language-switcher'
import { NAV_LINKS, telHref } from './nav-links'

function NavList() {
  const { _ } = useLingui()
  return (
    <ul>
      {NAV_LINKS.map((l) => (
        <li key={l.to}>
          <NavLink to={l.to} end={l.to === '/'}>
            {_(l.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

/** `actions`: the links the features put before "Call Us" (the sample list, the cart). */
export function Header({ settings, actions }: { settings: SiteSettings; actions: ReactNode }) {
  const location = useLocation()
  // The menu is open for one location only: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const menuOpen = openAt === location.key
  const phone = settings.phones[0]
  const { t } = useT()

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpenAt(null)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <div className="container header-bar">
        <Link to="/" className="brand">
          {/* Isolated: a Latin name in an Arabic page keeps its full stop at its end. */}
          <bdi>{settings.brandName}</bdi>
        </Link>
        <nav aria-label={t`Main`} className="main-nav">
          <NavList />
        </nav>
        <div className="header-actions">
          <LanguageMenu />
          {actions}
          {phone ? (
            <a className="button button-primary call-us" href={telHref(phone)} aria-label={t`Call Us`}>
              <Icon icon={Phone} aria-hidden="true" size={16} />
              <span>
                <Trans>Call Us</Trans>
              </span>
            </a>
          ) : null}
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            onClick={() => setOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <Icon icon={X} aria-hidden="true" size={24} /> : <Icon icon={Menu} aria-hidden="true" size={24} />}
          </button>
        </div>
      </div>
      <div id="mobile-menu" className="mobile-menu" hidden={!menuOpen}>
        <nav aria-label={t`Mobile`}>
          <NavList />
        </nav>
        <nav aria-label={t`Language`} className="mobile-languages">
          <LanguageList />
        </nav>
      </div>
    </header>
  )
}
