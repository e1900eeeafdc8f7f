import { Clock, Mail, MapPin, Phone } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Trans } from '@lingui/react/macro'
import { PostalAddress } from '@/components/layout/address'
import { telHref } from '@/components/layout/nav-links'
import type { SiteSettings } from '@/lib/queries'

/** The 'Get in Touch' panel: address, the e-mails, the phones and the hours, from site settings. */
export function GetInTouch({ settings, headingLevel }: { settings: SiteSettings; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const Sub = headingLevel === 2 ? 'h3' : 'h4'
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
                <a href={telHref(phone)}>{phone}</a>
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
            {settings.hours.map((h) => (
              <div key={h._key}>
                <dt>{h.days}</dt>
                <dd>{h.time}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </aside>
  )
}
