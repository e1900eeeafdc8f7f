import { ImageOff, Trash2 } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useT } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { formatInr } from '@/lib/format'
import { useLanguage } from '@/lib/i18n'
import { fallbackAttributes, shownName, shownText, type LocalName } from '@/lib/localized'
import { categoryName } from '@/features/catalogue'
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
  // The category is kept in English: its name comes from the page's messages; an unknown one shows as kept, marked English.
  const category = line.desc ? categoryName(line.desc) : undefined
  const desc: LocalName | null = category ? { text: i18n._(category), lang: language } : line.desc ? shownText(line.desc, undefined) : null
  const meta = line.meta ? shownText(line.meta, line.localMeta) : null
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
        {desc ? (
          <p className="cart-line-desc" {...fallbackAttributes(desc, language)}>
            {desc.text}
          </p>
        ) : null}
        {meta ? (
          <p className="cart-line-meta" {...fallbackAttributes(meta, language)}>
            {meta.text}
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
      <button type="button" className="cart-line-remove round-button" aria-label={t`Remove ${name} from cart`} onClick={onRemove}>
        <Icon icon={Trash2} aria-hidden="true" size={20} />
      </button>
    </li>
  )
}
