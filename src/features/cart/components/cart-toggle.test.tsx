// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadI18n } from '@/lib/i18n'
import { useCart } from '../store'
import { CartToggle } from './cart-toggle'

afterEach(() => {
  cleanup()
  useCart.setState({ lines: [] })
})

const CUMIN = { id: 7, name: 'Cumin Seeds', image: '', price: 60 }

describe('CartToggle in Arabic', () => {
  it('shows the action in Arabic and names the product to a screen reader', async () => {
    render(
      <I18nProvider i18n={await loadI18n('ar')}>
        <CartToggle line={CUMIN} />
      </I18nProvider>,
    )
    // Its text, as a screen reader reads it (the name is visually hidden); the accessible-name library drops the hidden span's leading space.
    const button = screen.getByRole('button')
    expect(button.textContent).toBe('أضف Cumin Seeds إلى السلة')
    fireEvent.click(button)
    expect(useCart.getState().lines.map((l) => l.id)).toEqual([7])
  })
})
