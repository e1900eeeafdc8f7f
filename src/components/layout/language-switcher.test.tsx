// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { rememberedLanguage } from '@/lib/language-choice'
import { LANGUAGE_TABLE } from '../../../shared/languages'
import { LanguageList, LanguageMenu } from './language-switcher'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

function renderAt(path: string, ui: React.ReactNode) {
  return render(
    <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nProvider>,
  )
}

describe('LanguageList', () => {
  it('links to this page in every language, each named in its own language', () => {
    renderAt('/ar/products/cumin-seeds-jeera?tab=spec', <LanguageList />)
    const links = screen.getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(LANGUAGE_TABLE.map((row) => row.nativeName))
    expect(screen.getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe('/de/products/cumin-seeds-jeera?tab=spec')
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/products/cumin-seeds-jeera?tab=spec')
    const chinese = screen.getByRole('link', { name: '简体中文' })
    expect(chinese.getAttribute('lang')).toBe('zh-Hans')
    expect(chinese.getAttribute('hreflang')).toBe('zh-Hans')
  })

  it('marks the language being read as current, and only that one', () => {
    renderAt('/zh/about', <LanguageList />)
    const current = screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page')
    expect(current.map((l) => l.textContent)).toEqual(['简体中文'])
  })

  it('remembers the language chosen', () => {
    renderAt('/contact', <LanguageList />)
    expect(rememberedLanguage()).toBeNull()
    const arabic = screen.getByRole('link', { name: 'العربية' })
    // jsdom does not load documents: stop the click at the link, after the switcher's handler.
    arabic.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(arabic)
    expect(rememberedLanguage()).toBe('ar')
  })
})

describe('LanguageMenu', () => {
  it('names the current language and opens onto the list of languages', () => {
    renderAt('/de', <LanguageMenu />)
    const summary = screen.getByText('Language:').closest('summary')
    expect(summary?.textContent).toBe('Language: Deutsch')
    const details = summary?.closest('details')
    expect(details?.open).toBe(false)
    fireEvent.click(summary!)
    expect(details?.open).toBe(true)
    const list = screen.getByRole('navigation', { name: 'Language' })
    expect(within(list).getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/')
  })
})
