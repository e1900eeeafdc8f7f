import { MessageCircle } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Trans } from '@lingui/react/macro'
import type { CartLine } from '../cart-rules'
import { whatsappHref, whatsappMessage } from '../cart-text'

/** 'Send on WhatsApp': the second channel, with the whole cart as the prefilled text. */
export function WhatsAppButton({ number, lines }: { number: string | null | undefined; lines: readonly CartLine[] }) {
  const href = lines.length > 0 ? whatsappHref(number, whatsappMessage(lines)) : null
  if (!href) return null
  return (
    <a className="button button-whatsapp" href={href} target="_blank" rel="noopener noreferrer">
      <Icon icon={MessageCircle} aria-hidden="true" size={18} />
      <Trans>Send on WhatsApp</Trans>
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  )
}
