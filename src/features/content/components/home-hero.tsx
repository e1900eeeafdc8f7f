import { Link } from '@/lib/local-link'
import { SocialLinks } from '@/components/layout/social-links'
import type { SiteSettings } from '@/lib/queries'
import { useFallbackMark } from '@/lib/use-fallback'

export const DEFAULT_HERO_HEADING = 'Premium Spices & Makhana from India'

/** The home page's first screen: the tagline from the site settings, Shop Now and the social links. */
export function HomeHero({ settings }: { settings: SiteSettings }) {
  const mark = useFallbackMark()
  return (
    <section className="home-hero" aria-labelledby="home-hero-heading">
      <div className="container home-hero-inner">
        <p className="home-hero-brand">{settings.brandName}</p>
        <h1 id="home-hero-heading" {...mark(settings.local.tagline)}>
          {settings.local.tagline.text?.trim() || DEFAULT_HERO_HEADING}
        </h1>
        <p className="home-hero-lead">
          Whole and ground spices, blends and makhana (fox nuts), quality tested and packed to order: household packs for your kitchen and bulk supply for your
          business.
        </p>
        <p className="home-hero-actions">
          <Link to="/products" className="button button-primary">
            Shop Now
          </Link>
          <Link to="/b2b" className="button button-secondary home-hero-secondary">
            Bulk Orders
          </Link>
        </p>
        <SocialLinks links={settings.socialLinks} className="home-hero-social" />
      </div>
    </section>
  )
}
