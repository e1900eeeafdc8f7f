// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberedLanguage } from '@/lib/language-choice'
import { LanguageSuggestion } from './language-suggestion'

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.restoreAllMocks()
})

function renderAt(path: string, browserLanguages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages)
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageSuggestion />
    </MemoryRouter>,
  )
}

describe('LanguageSuggestion', () => {
  it('offers a German browser this page in German, in German', () => {
    renderAt('/products/cumin-seeds-jeera?tab=spec', ['de-DE', 'en'])
    const offer = screen.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch' })
    expect(offer.getAttribute('lang')).toBe('de')
    expect(screen.getByRole('link', { name: 'Diese Seite gibt es auch auf Deutsch' }).getAttribute('href')).toBe('/de/products/cumin-seeds-jeera?tab=spec')
  })

  it('offers an Arabic browser the Arabic page, right to left', () => {
    renderAt('/zh/about', ['ar-AE'])
    const offer = screen.getByRole('complementary')
    expect(offer.getAttribute('dir')).toBe('rtl')
    expect(screen.getByRole('link').getAttribute('href')).toBe('/ar/about')
  })

  it('remembers the page language when closed, and is gone', () => {
    renderAt('/products', ['de-DE'])
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(screen.queryByRole('complementary')).toBeNull()
    expect(rememberedLanguage()).toBe('en')
  })

  it('remembers the offered language when followed', () => {
    renderAt('/products', ['zh-CN'])
    const link = screen.getByRole('link', { name: '本页面也有简体中文版' })
    link.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link)
    expect(rememberedLanguage()).toBe('zh')
  })

  it('offers nothing to a browser that prefers the language of the page', () => {
    renderAt('/', ['en-US', 'de-DE'])
    expect(screen.queryByRole('complementary')).toBeNull()
  })
})
