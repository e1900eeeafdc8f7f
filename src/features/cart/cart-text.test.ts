import { describe, expect, it } from 'vitest'
import { cartTextBlock, lineText, whatsappHref, whatsappMessage } from './cart-text'

const lines = [
  { id: 1, name: 'Cumin Seeds', localName: { text: 'بذور الكمون', lang: 'ar' as const }, image: '', price: 60, quantity: 2 },
  { id: 2, name: 'Classic Makhana', image: '', price: 1250, quantity: 100 },
]

describe('cart text', () => {
  it('writes a line as name × qty @ price = total in en-IN rupees', () => {
    expect(lineText(lines[0]!)).toBe('Cumin Seeds × 2 @ ₹60 = ₹120')
    expect(lineText(lines[1]!)).toBe('Classic Makhana × 100 @ ₹1,250 = ₹1,25,000')
  })

  it('numbers every line by its English name, as staff read it, and ends with the grand total', () => {
    expect(cartTextBlock(lines)).toBe(['1. Cumin Seeds × 2 @ ₹60 = ₹120', '2. Classic Makhana × 100 @ ₹1,250 = ₹1,25,000', 'Total: ₹1,25,120'].join('\n'))
  })

  it('builds the WhatsApp message with names, quantities and total', () => {
    const text = whatsappMessage(lines)
    expect(text.startsWith('Hello, I would like to order:\n1. Cumin Seeds × 2')).toBe(true)
    expect(text.endsWith('Total: ₹1,25,120')).toBe(true)
  })

  it('links to wa.me with the digits of the number and the encoded text', () => {
    const href = whatsappHref('+91 99900-00000', 'Hi & bye\n2 × ₹60')
    expect(href).toBe('https://wa.me/919990000000?text=Hi%20%26%20bye%0A2%20%C3%97%20%E2%82%B960')
    expect(new URL(href!).searchParams.get('text')).toBe('Hi & bye\n2 × ₹60')
  })

  it('gives no link without a usable number', () => {
    expect(whatsappHref(null, 'x')).toBeNull()
    expect(whatsappHref('', 'x')).toBeNull()
    expect(whatsappHref('12345', 'x')).toBeNull()
  })
})
