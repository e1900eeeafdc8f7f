import { useLingui } from '@lingui/react'
import { Trans, useLingui as useT } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { todayInIndia } from '../../../shared/dates.ts'
import type { SiteSettings } from '@/lib/queries'
import { PostalAddress } from './address'
import { brandSentence } from './footer-text'
import { FOOTER_CATEGORIES, POLICY_LINKS, categoryHref } from './footer-links'
import { SocialLinks } from './social-links'
import { useFallbackMark } from '@/lib/use-fallback'

export function Footer({ settings }: { settings: SiteSettings }) {
  const year = todayInIndia().slice(0, 4)
  const { _ } = useLingui()
  const { t } = useT()
  const mark = useFallbackMark()
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer-heading">
            <bdi>{settings.brandName}</bdi>
          </h2>
          <p {...mark(settings.local.blurb)}>{settings.local.blurb.text}</p>
          <SocialLinks links={settings.socialLinks} />
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer-heading">
            <Trans>Quick Links</Trans>
          </h2>
          <ul>
            {POLICY_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{_(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="footer-heading">
            <Trans>Categories</Trans>
          </h2>
          <ul>
            {FOOTER_CATEGORIES.map((c) => (
              <li key={c.value}>
                <Link to={categoryHref(c.value)}>{_(c.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-address">
          <h2 id="footer-address" className="footer-heading">
            <Trans>Visit Us</Trans>
          </h2>
          <PostalAddress address={settings.address} />
        </section>
      </div>
      <div className="container footer-bottom">
        {/* The year is rendered at build time and again in the browser; across New Year they differ. */}
        <p>
          ©{' '}
          <span suppressHydrationWarning data-testid="copyright-year">
            {year}
          </span>{' '}
          {/* The name isolated: in Arabic its full stop stays at its end and the sentence follows it. */}
          <bdi>{brandSentence(settings.brandName)}</bdi> {t`All rights reserved.`}
        </p>
        {settings.creditLink ? (
          <p>
            <a href={settings.creditLink.url} target="_blank" rel="noopener noreferrer" {...mark({ text: settings.creditLink.label, lang: 'en' })}>
              {settings.creditLink.label}
            </a>
          </p>
        ) : null}
      </div>
    </footer>
  )
}
