import { ImageOff, Trash2 } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useT } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { formatInr } from '@/lib/format'
import { useLanguage } from '@/lib/i18n'
import { fallbackAttributes, shownName } from '@/lib/localized'
import { lineTotal, type CartLine } from '../cart-rules'
import { toastRemoved } from '../cart-toasts'
import { useCart } from '../store'
import { QuantityControl } from './quantity-control'

export function CartLineItem({ line, unavailable }: { line: CartLine; unavailable: boolean }) {
  const remove = useCart((s) => s.remove)
  const { i18n } = useLingui()
  const { t } = useT()
  const language = useLanguage()
  const shown = shownName(line)
  const name = shown.text
  // Category and packing are stored in English: marked so on other pages (docs/decisions/040).
  const english = (text: string) => fallbackAttributes({ text, lang: 'en' }, language)
  const price = formatInr(line.price, language)
  const onRemove = () => {
    remove(line.id)
    toastRemoved(i18n, name)
  }
  return (
    <li className={unavailable ? 'cart-line cart-line-unavailable' : 'cart-line'}>
      {line.image ? (
        <img className="cart-line-image" src={line.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
      ) : (
        <span className="cart-line-image cart-line-placeholder">
          <Icon icon={ImageOff} aria-hidden="true" size={28} />
        </span>
      )}
      <div className="cart-line-info">
        <h2 className="cart-line-name" {...fallbackAttributes(shown, language)}>
          {line.slug && !unavailable ? <Link to={`/products/${line.slug}`}>{name}</Link> : name}
        </h2>
        {line.desc ? (
          <p className="cart-line-desc" {...english(line.desc)}>
            {line.desc}
          </p>
        ) : null}
        {line.meta ? (
          <p className="cart-line-meta" {...english(line.meta)}>
            {line.meta}
          </p>
        ) : null}
        {unavailable ? (
          <p className="cart-line-unavailable-note">
            <Trans>No longer available: it is not counted in the total.</Trans>
          </p>
        ) : (
          <p className="cart-line-price">
            <Trans>{price} each</Trans>
          </p>
        )}
      </div>
      {unavailable ? null : (
        <>
          <QuantityControl line={line} />
          <p className="cart-line-total">
            <span className="visually-hidden">
              <Trans>Line total:</Trans>{' '}
            </span>
            {formatInr(lineTotal(line), language)}
          </p>
        </>
      )}
      <button type="button" className="cart-line-remove" aria-label={t`Remove ${name} from cart`} onClick={onRemove}>
        <Icon icon={Trash2} aria-hidden="true" size={20} />
      </button>
    </li>
  )
}
