// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { loadI18n } from '@/lib/i18n'
import type { Language } from '../../../../shared/languages'
import { useCart } from '../store'
import { CartLink } from './cart-link'

afterEach(() => {
  cleanup()
  useCart.setState({ lines: [] })
})

async function cartLabel(language: Language, lineCount: number): Promise<string | null> {
  useCart.setState({ lines: Array.from({ length: lineCount }, (_, i) => ({ id: i + 1, name: `Spice ${i + 1}`, image: '', price: 60, quantity: 1 })) })
  render(
    <I18nProvider i18n={await loadI18n(language)}>
      <MemoryRouter initialEntries={[language === 'en' ? '/' : `/${language}`]}>
        <CartLink />
      </MemoryRouter>
    </I18nProvider>,
  )
  const label = screen.getByRole('link').getAttribute('aria-label')
  cleanup()
  return label
}

describe('CartLink', () => {
  it('counts the lines in English', async () => {
    expect(await cartLabel('en', 0)).toBe('Cart')
    expect(await cartLabel('en', 1)).toBe('Cart, 1 item')
    expect(await cartLabel('en', 3)).toBe('Cart, 3 items')
  })

  it("follows each language's plural rules (Arabic has a dual and a form for 3 to 10)", async () => {
    expect(await cartLabel('ar', 1)).toBe('السلة، منتج واحد')
    expect(await cartLabel('ar', 2)).toBe('السلة، منتجان')
    expect(await cartLabel('ar', 5)).toBe('السلة، 5 منتجات')
    expect(await cartLabel('ar', 11)).toBe('السلة، 11 منتجًا')
    expect(await cartLabel('zh', 2)).toBe('购物车，2 件商品')
  })

  it('links to the cart in the page language', async () => {
    useCart.setState({ lines: [] })
    render(
      <I18nProvider i18n={await loadI18n('de')}>
        <MemoryRouter initialEntries={['/de/products']}>
          <CartLink />
        </MemoryRouter>
      </I18nProvider>,
    )
    expect(screen.getByRole('link', { name: 'Warenkorb' }).getAttribute('href')).toBe('/de/cart')
  })
})
