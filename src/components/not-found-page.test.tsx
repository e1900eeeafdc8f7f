// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { loadI18n } from '@/lib/i18n'
import { NotFoundPage } from './not-found-page'

afterEach(cleanup)

describe('NotFoundPage', () => {
  it('reads in Arabic at /ar/404, its way out leading to Arabic pages', async () => {
    render(
      <I18nProvider i18n={await loadI18n('ar')}>
        <MemoryRouter initialEntries={['/ar/404']}>
          <NotFoundPage />
        </MemoryRouter>
      </I18nProvider>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الصفحة غير موجودة')
    expect(screen.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' }).getAttribute('href')).toBe('/ar')
    expect(screen.getByRole('link', { name: 'تصفّح منتجاتنا' }).getAttribute('href')).toBe('/ar/products')
  })
})
