// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { Link, localHref, NavLink, useLocalNavigate } from './local-link'

afterEach(cleanup)

function At({ path, children }: { path: string; children: React.ReactNode }) {
  return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href')

describe('Link', () => {
  it('puts an absolute address in the language of an Arabic page, its query and fragment kept', () => {
    render(
      <At path="/ar/products">
        <Link to="/contact">Contact</Link>
        <Link to="/">Home</Link>
        <Link to="/products?q=cumin#results">Search</Link>
        <Link to={{ pathname: '/about', search: '?from=header' }}>About</Link>
      </At>,
    )
    expect(hrefOf('Contact')).toBe('/ar/contact')
    expect(hrefOf('Home')).toBe('/ar')
    expect(hrefOf('Search')).toBe('/ar/products?q=cumin#results')
    expect(hrefOf('About')).toBe('/ar/about?from=header')
  })

  it('leaves English addresses unprefixed', () => {
    render(
      <At path="/products">
        <Link to="/contact">Contact</Link>
      </At>,
    )
    expect(hrefOf('Contact')).toBe('/contact')
  })

  it('resolves a relative address against the page, which already carries the language', () => {
    render(
      <At path="/zh/blog">
        <Routes>
          <Route path="/zh/blog" element={<Link to="recipes">Recipes</Link>} />
        </Routes>
      </At>,
    )
    expect(hrefOf('Recipes')).toBe('/zh/blog/recipes')
  })

  it('leads to another language when one is named, from a page already prefixed', () => {
    render(
      <At path="/ar/products/cumin-seeds-jeera">
        <Link to="/ar/products/cumin-seeds-jeera" language="de">
          Deutsch
        </Link>
        <Link to="/products/cumin-seeds-jeera" language="en">
          English
        </Link>
      </At>,
    )
    expect(hrefOf('Deutsch')).toBe('/de/products/cumin-seeds-jeera')
    expect(hrefOf('English')).toBe('/products/cumin-seeds-jeera')
  })
})

describe('NavLink', () => {
  it('marks the current page in its language as current', () => {
    render(
      <At path="/de/about">
        <NavLink to="/about">About</NavLink>
        <NavLink to="/contact">Contact</NavLink>
      </At>,
    )
    expect(screen.getByRole('link', { name: 'About' })).toHaveProperty('ariaCurrent', 'page')
    expect(hrefOf('Contact')).toBe('/de/contact')
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('aria-current')).toBeNull()
  })
})

describe('useLocalNavigate', () => {
  function GoToCart() {
    const navigate = useLocalNavigate()
    const { pathname } = useLocation()
    return (
      <>
        <p>At {pathname}</p>
        <button type="button" onClick={() => void navigate('/cart')}>
          Cart
        </button>
      </>
    )
  }

  it('navigates to the address in the page language', () => {
    render(
      <At path="/zh/products">
        <GoToCart />
      </At>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Cart' }))
    expect(screen.getByText('At /zh/cart')).toBeTruthy()
  })
})

describe('localHref', () => {
  it('prefixes site paths only', () => {
    expect(localHref('/products?q=x', 'ar')).toBe('/ar/products?q=x')
    expect(localHref('//cdn.example.com/a.png', 'ar')).toBe('//cdn.example.com/a.png')
    expect(localHref('https://example.com/', 'ar')).toBe('https://example.com/')
    expect(localHref('#main', 'ar')).toBe('#main')
  })
})
