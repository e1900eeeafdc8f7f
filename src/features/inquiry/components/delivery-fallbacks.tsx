// Other ways to send what the mail service did not take; reused by the quote and sample requests.
import { Copy, Mail, MessageCircle } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useId, useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { toast } from '@/components/ui/toast'
import { useSiteSettings } from '@/components/layout/site-layout'
import '../inquiry.css'

export function mailtoHref(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}

export function DeliveryFallbacks({ subject, body }: { subject: string; body: string }) {
  const settings = useSiteSettings()
  const { t } = useLingui()
  const [manualCopy, setManualCopy] = useState(false)
  const textId = useId()
  const email = settings.emails[0]
  const text = `${subject}\n\n${body}`

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      toast.success(t`Message copied`)
    } catch {
      // No clipboard permission (or an old browser): show the text to copy by hand.
      setManualCopy(true)
    }
  }

  return (
    <div className="inq-fallbacks">
      <p>
        <Trans>Nothing you typed is lost. You can also send it another way:</Trans>
      </p>
      <ul>
        {email ? (
          <li>
            <a className="button button-secondary" href={mailtoHref(email, subject, body)}>
              <Icon icon={Mail} aria-hidden="true" size={18} />
              <Trans>Send by e-mail instead</Trans>
            </a>
          </li>
        ) : null}
        {settings.whatsapp ? (
          <li>
            <a className="button button-secondary" href={whatsappHref(settings.whatsapp, text)} target="_blank" rel="noopener noreferrer">
              <Icon icon={MessageCircle} aria-hidden="true" size={18} />
              <Trans>Send on WhatsApp</Trans>
            </a>
          </li>
        ) : null}
        <li>
          <button type="button" className="button button-ghost" onClick={copy}>
            <Icon icon={Copy} aria-hidden="true" size={18} />
            <Trans>Copy message</Trans>
          </button>
        </li>
      </ul>
      {manualCopy ? (
        <div className="inq-manual-copy">
          <label htmlFor={textId}>
            <Trans>Your message: select it and copy</Trans>
          </label>
          {/* Staff's English labels around the buyer's own words: the text sets its direction. */}
          <textarea id={textId} dir="auto" readOnly value={text} rows={8} onFocus={(e) => e.currentTarget.select()} />
        </div>
      ) : null}
    </div>
  )
}

/** What a form shows when its send was refused: the reason, announced, then the other ways to send. */
export function SendFailure({ hint, subject, body }: { hint: MessageDescriptor; subject: string; body: string }) {
  const { i18n } = useLingui()
  return (
    <div className="inq-outcome inq-failure">
      <p role="alert" className="inq-failure-hint">
        {i18n._(hint)}
      </p>
      <DeliveryFallbacks subject={subject} body={body} />
    </div>
  )
}
