import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { SocialLinks } from '@/components/layout/social-links'
import type { SiteSettings } from '@/lib/queries'
import { useFallbackMark } from '@/lib/use-fallback'

/** The home page's first screen: the tagline from the site settings, Shop Now and the social links. */
export function HomeHero({ settings }: { settings: SiteSettings }) {
  const { t } = useLingui()
  const mark = useFallbackMark()
  return (
    <section className="home-hero" aria-labelledby="home-hero-heading">
      <div className="container home-hero-inner">
        <p className="home-hero-brand">
          <bdi>{settings.brandName}</bdi>
        </p>
        <h1 id="home-hero-heading" {...mark(settings.local.tagline)}>
          {settings.local.tagline.text?.trim() || t`Premium Spices & Makhana from India`}
        </h1>
        <p className="home-hero-lead">
          <Trans>
            Whole and ground spices, blends and makhana (fox nuts), quality tested and packed to order: household packs for your kitchen and bulk supply for
            your business.
          </Trans>
        </p>
        <p className="home-hero-actions">
          <Link to="/products" className="button button-primary">
            <Trans>Shop Now</Trans>
          </Link>
          <Link to="/b2b" className="button button-secondary home-hero-secondary">
            <Trans>Bulk Orders</Trans>
          </Link>
        </p>
        <SocialLinks links={settings.socialLinks} className="home-hero-social" />
      </div>
    </section>
  )
}
