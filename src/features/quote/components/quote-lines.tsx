import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { formatCount, formatInr } from '@/lib/format'
import { useLanguage } from '@/lib/i18n'
import { fallbackAttributes, shownName } from '@/lib/localized'
import { lineTotal, type CartLine } from '@/features/cart'

interface Props {
  lines: readonly CartLine[]
  unavailable: ReadonlySet<number>
  total: number
  headingId: string
}

export function QuoteLines({ lines, unavailable, total, headingId }: Props) {
  const count = lines.length - unavailable.size
  const language = useLanguage()
  return (
    <section className="quote-lines" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Your products ({count})</Trans>
      </h2>
      <ul>
        {lines.map((line) => (
          <li key={line.id} className={unavailable.has(line.id) ? 'quote-line quote-line-unavailable' : 'quote-line'}>
            <span className="quote-line-name">
              <span {...fallbackAttributes(shownName(line), language)}>{shownName(line).text}</span>{' '}
              <span className="quote-line-qty">× {formatCount(line.quantity, language)}</span>
            </span>
            {unavailable.has(line.id) ? (
              <span className="quote-line-note">
                <Trans>No longer available: not included</Trans>
              </span>
            ) : (
              <span className="quote-line-total">{formatInr(lineTotal(line), language)}</span>
            )}
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        <div className="cart-grand-total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{formatInr(total, language)}</dd>
        </div>
      </dl>
      <p className="cart-summary-note">
        <Link to="/cart">
          <Trans>Change quantities in your cart</Trans>
        </Link>
      </p>
    </section>
  )
}
