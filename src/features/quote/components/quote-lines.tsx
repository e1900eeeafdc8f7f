import { Link } from '@/lib/local-link'
import { formatInr } from '@/lib/format'
import { lineTotal, type CartLine } from '@/features/cart'

interface Props {
  lines: readonly CartLine[]
  unavailable: ReadonlySet<number>
  total: number
  headingId: string
}

export function QuoteLines({ lines, unavailable, total, headingId }: Props) {
  const count = lines.length - unavailable.size
  return (
    <section className="quote-lines" aria-labelledby={headingId}>
      <h2 id={headingId}>Your products ({count})</h2>
      <ul>
        {lines.map((line) => (
          <li key={line.id} className={unavailable.has(line.id) ? 'quote-line quote-line-unavailable' : 'quote-line'}>
            <span className="quote-line-name">
              {line.name} <span className="quote-line-qty">× {line.quantity}</span>
            </span>
            {unavailable.has(line.id) ? (
              <span className="quote-line-note">No longer available: not included</span>
            ) : (
              <span className="quote-line-total">{formatInr(lineTotal(line))}</span>
            )}
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        <div className="cart-grand-total">
          <dt>Total</dt>
          <dd>{formatInr(total)}</dd>
        </div>
      </dl>
      <p className="cart-summary-note">
        <Link to="/cart">Change quantities in your cart</Link>
      </p>
    </section>
  )
}
