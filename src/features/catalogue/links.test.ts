import { describe, expect, it } from 'vitest'
import { productHref, quoteHref } from './links'

describe('product links', () => {
  it('leads to the product page by slug', () => {
    expect(productHref('cumin-seeds')).toBe('/products/cumin-seeds')
    expect(productHref('a/b?c')).toBe('/products/a%2Fb%3Fc')
  })

  it('prefills the contact form with the product name', () => {
    expect(quoteHref('Cumin Seeds')).toBe('/contact?products=Cumin+Seeds')
    const href = quoteHref('Peri-Peri & Chilli (Hot)')
    expect(new URL(href, 'http://x').searchParams.get('products')).toBe('Peri-Peri & Chilli (Hot)')
  })
})
