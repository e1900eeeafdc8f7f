import { Building2, FlaskConical, HandCoins, Users, Warehouse } from 'lucide'
import { Icon, type IconNode } from '@/components/ui/icon'
import { useLingui } from '@lingui/react'
import { useLingui as useT } from '@lingui/react/macro'
import { useLanguage } from '@/lib/i18n'
import type { SiteSettings } from '@/lib/queries'
import { languageInfo } from '../../../../shared/languages.ts'
import { ABOUT_SECTIONS, type AboutIcon } from '../about-copy'

const ICONS: Record<AboutIcon, IconNode> = {
  profile: Building2,
  team: Users,
  quality: FlaskConical,
  warehouse: Warehouse,
  satisfaction: HandCoins,
}

/** Profile, The Team, Quality Assurance, Warehousing and Packaging, Customer Satisfaction. */
export function AboutSections({ settings }: { settings: SiteSettings }) {
  // Right to left, the name is isolated (U+2068…U+2069): in an Arabic sentence "Spice & Makhana Co." otherwise shows its full stop before it.
  const brand = languageInfo(useLanguage()).dir === 'rtl' ? `\u2068${settings.brandName}\u2069` : settings.brandName
  const values = { brand, city: settings.address.city, country: settings.address.country }
  const { i18n } = useLingui()
  const { t } = useT()
  return (
    <>
      <nav aria-label={t`On this page`} className="about-toc">
        <ul role="list">
          {ABOUT_SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{i18n._(s.title)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {ABOUT_SECTIONS.map((section) => {
        const icon = ICONS[section.icon]
        return (
          <section key={section.id} id={section.id} className="about-section" aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>
              <Icon icon={icon} aria-hidden="true" size={26} className="about-icon" />
              {i18n._(section.title)}
            </h2>
            {section.paragraphs.map((text) => (
              <p key={text.id}>{i18n._({ ...text, values })}</p>
            ))}
            {section.points ? (
              <ul className="about-points" role="list">
                {section.points.map((point) => (
                  <li key={point.title.id}>
                    <h3>{i18n._(point.title)}</h3>
                    <p>{i18n._(point.text)}</p>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        )
      })}
    </>
  )
}
