import { formatInr } from '@/lib/format'
import { cartTotal, lineTotal, type CartLine } from './cart-rules'

/** "Cumin Seeds × 2 @ ₹60 = ₹120": one cart line as plain text. */
export function lineText(line: CartLine): string {
  return `${line.name} × ${line.quantity} @ ${formatInr(line.price)} = ${formatInr(lineTotal(line))}`
}

/** The numbered lines and the grand total, as sent in the quote e-mail and the WhatsApp text. */
export function cartTextBlock(lines: readonly CartLine[]): string {
  const rows = lines.map((line, i) => `${i + 1}. ${lineText(line)}`)
  return [...rows, `Total: ${formatInr(cartTotal(lines))}`].join('\n')
}

export function whatsappMessage(lines: readonly CartLine[]): string {
  return `Hello, I would like to order:\n${cartTextBlock(lines)}`
}

/** Null when the number is missing or not international: wa.me wants digits only. */
export function whatsappHref(number: string | null | undefined, text: string): string | null {
  const digits = (number ?? '').replace(/\D/g, '')
  if (digits.length < 8 || digits.length > 15) return null
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}
