import { ShoppingCart, Star } from 'lucide'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon } from './icon'

describe('Icon', () => {
  it("draws lucide's icon on its 24 px grid at the asked size, with the caller's class and attributes", () => {
    const html = renderToStaticMarkup(<Icon icon={ShoppingCart} size={18} className="cart-icon" aria-hidden="true" />)
    expect(html).toMatch(
      /^<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="icon cart-icon" aria-hidden="true">/,
    )
    // Every element of the drawing, in order, with its own attributes.
    expect(html.match(/<(path|circle)\b/g)).toEqual(ShoppingCart.map(([tag]) => `<${tag}`))
    expect(html).toContain(`d="${ShoppingCart[0]?.[1].d}"`)
  })

  it('lets the caller fill it (the filled half of a star) and defaults to 24 px', () => {
    const html = renderToStaticMarkup(<Icon icon={Star} fill="currentColor" aria-hidden="true" />)
    expect(html).toContain('width="24" height="24"')
    expect(html).toContain('fill="currentColor"')
    expect(html).not.toContain('fill="none"')
    expect(html).toContain('class="icon"')
  })
})
