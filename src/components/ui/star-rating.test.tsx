// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StarRating } from './star-rating'

afterEach(cleanup)

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
})
