// @vitest-environment jsdom
import { cleanup, render as renderBare, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { I18nProvider } from '@lingui/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadI18n } from '@/lib/i18n'
import type { I18n } from '@lingui/core'
import { StarRating } from './star-rating'

afterEach(cleanup)

const catalogues: Record<string, I18n> = {}
beforeAll(async () => {
  catalogues.en = await loadI18n('en')
  catalogues.de = await loadI18n('de')
})

/** On a page of the language the address names, with that language's catalogue. */
function render(element: ReactElement, path = '/products') {
  const i18n = catalogues[path.startsWith('/de') ? 'de' : 'en']!
  return renderBare(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </I18nProvider>,
  )
}

function kinds(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-star]')].map((el) => el.getAttribute('data-star') ?? '')
}

describe('StarRating', () => {
  it('shows 4.3 as four stars and a half, with one decimal', () => {
    const { container } = render(<StarRating rating={4.3} />)
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy()
    expect(kinds(container)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(container.textContent).toBe('4.3')
  })

  it('shows 4.8 as five full stars and 3.2 as three', () => {
    const { container: high } = render(<StarRating rating={4.8} />)
    expect(kinds(high)).toEqual(['full', 'full', 'full', 'full', 'full'])
    const { container: low } = render(<StarRating rating={3.2} />)
    expect(kinds(low)).toEqual(['full', 'full', 'full', 'empty', 'empty'])
  })

  it('writes the rating the page language’s way', () => {
    const { container } = render(<StarRating rating={4.3} />, '/de/products')
    expect(container.textContent).toBe('4,3')
  })
})
