// The one place that imports React Router's links: every other module links through these (eslint.config.js).
import { useCallback } from 'react'
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  createPath,
  parsePath,
  useNavigate,
  type LinkProps as RouterLinkProps,
  type NavigateOptions,
  type NavLinkProps as RouterNavLinkProps,
  type To,
} from 'react-router'
import { pathInLanguage, type Language } from '../../shared/languages'
import { useLanguage } from './i18n'

/** An address in the site (`/products?q=x#top`) in `language`; relative and other addresses stay as they are. */
export function localTo(to: To, language: Language): To {
  if (typeof to === 'string') return localHref(to, language)
  if (to.pathname === undefined || !isSitePath(to.pathname)) return to
  return { ...to, pathname: pathInLanguage(to.pathname, language) }
}

/** `localTo` for an address written as text, as history.replaceState takes it. */
export function localHref(href: string, language: Language): string {
  if (!isSitePath(href)) return href
  const parts = parsePath(href)
  return createPath({ ...parts, pathname: pathInLanguage(parts.pathname ?? '/', language) })
}

// '/products' is in the site; '//cdn…' is another host and 'products' or '../x' resolve against the page.
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//')
}

interface InLanguage {
  /** The language the link leads to; the page's own when left out (the language switcher names another). */
  language?: Language
}

export type LinkProps = RouterLinkProps & InLanguage
export type NavLinkProps = RouterNavLinkProps & InLanguage

/** React Router's Link, with an absolute `to` in the page's language: '/products' on an Arabic page is '/ar/products'. */
export function Link({ to, language, ...props }: LinkProps) {
  const current = useLanguage()
  return <RouterLink to={localTo(to, language ?? current)} {...props} />
}

/** React Router's NavLink, with an absolute `to` in the page's language (its active state compares the prefixed address). */
export function NavLink({ to, language, ...props }: NavLinkProps) {
  const current = useLanguage()
  return <RouterNavLink to={localTo(to, language ?? current)} {...props} />
}

/** React Router's navigate, with an absolute address in the page's language. */
export function useLocalNavigate() {
  const navigate = useNavigate()
  const language = useLanguage()
  return useCallback((to: To, options?: NavigateOptions) => navigate(localTo(to, language), options), [navigate, language])
}
