import { Building2, FlaskConical, HandCoins, Users, Warehouse } from 'lucide'
import { Icon, type IconNode } from '@/components/ui/icon'
import type { SiteSettings } from '@/lib/queries'
import { ABOUT_SECTIONS, fillCopy, type AboutIcon } from '../about-copy'

const ICONS: Record<AboutIcon, IconNode> = {
  profile: Building2,
  team: Users,
  quality: FlaskConical,
  warehouse: Warehouse,
  satisfaction: HandCoins,
}

/** Profile, The Team, Quality Assurance, Warehousing and Packaging, Customer Satisfaction. */
export function AboutSections({ settings }: { settings: SiteSettings }) {
  const values = { brand: settings.brandName, city: settings.address.city, country: settings.address.country }
  return (
    <>
      <nav aria-label="On this page" className="about-toc">
        <ul role="list">
          {ABOUT_SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
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
              {section.title}
            </h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{fillCopy(text, values)}</p>
            ))}
            {section.points ? (
              <ul className="about-points" role="list">
                {section.points.map((point) => (
                  <li key={point.title}>
                    <h3>{point.title}</h3>
                    <p>{point.text}</p>
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
