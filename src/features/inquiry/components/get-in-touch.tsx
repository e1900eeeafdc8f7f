import { Clock, Mail, MapPin, Phone } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { PostalAddress } from '@/components/layout/address'
import { telHref } from '@/components/layout/nav-links'
import { useLanguage } from '@/lib/i18n'
import type { SiteSettings } from '@/lib/queries'
import { useFallbackMark } from '@/lib/use-fallback'
import { localHours } from '../hours'

/** The 'Get in Touch' panel: address, the e-mails, the phones and the hours, from site settings. */
export function GetInTouch({ settings, headingLevel }: { settings: SiteSettings; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const Sub = headingLevel === 2 ? 'h3' : 'h4'
  const { i18n } = useLingui()
  const language = useLanguage()
  const mark = useFallbackMark()
  return (
    <aside className="inq-touch" aria-labelledby="get-in-touch">
      <Heading id="get-in-touch">
        <Trans>Get in Touch</Trans>
      </Heading>
      <div className="inq-touch-item">
        <Icon icon={MapPin} aria-hidden="true" size={20} />
        <div>
          <Sub>
            <Trans>Address</Trans>
          </Sub>
          <PostalAddress address={settings.address} />
        </div>
      </div>
      <div className="inq-touch-item">
        <Icon icon={Mail} aria-hidden="true" size={20} />
        <div>
          <Sub>
            <Trans>Email</Trans>
          </Sub>
          <ul>
            {settings.emails.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="inq-touch-item">
        <Icon icon={Phone} aria-hidden="true" size={20} />
        <div>
          <Sub>
            <Trans>Phone</Trans>
          </Sub>
          <ul>
            {settings.phones.map((phone) => (
              <li key={phone}>
                {/* A phone number reads left to right on an Arabic page too (+91 first). */}
                <a href={telHref(phone)} dir="ltr">
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="inq-touch-item">
        <Icon icon={Clock} aria-hidden="true" size={20} />
        <div>
          <Sub>
            <Trans>Business Hours</Trans>
          </Sub>
          <dl className="inq-hours">
            {settings.hours.map((h) => {
              const shown = localHours(h, language, i18n)
              // A row that cannot be read is shown as typed, and marked as English.
              const typed = (text: string) => (shown.asTyped ? mark({ text, lang: 'en' }) : {})
              return (
                <div key={h._key}>
                  <dt {...typed(h.days)}>{shown.days}</dt>
                  <dd {...typed(h.time)}>{shown.time}</dd>
                </div>
              )
            })}
          </dl>
        </div>
      </div>
    </aside>
  )
}
