import { renderToStaticMarkup } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import { MemoryRouter } from 'react-router'
import { loadI18n } from '@/lib/i18n'
import { describe, expect, it } from 'vitest'
import type { SiteSettings } from '@/lib/queries'
import { Footer } from './footer'
import { brandSentence } from './footer-text'

const SETTINGS: SiteSettings = {
  brandName: 'Spice & Makhana Co.',
  tagline: null,
  blurb: 'An import and export house in New Delhi.',
  whatsapp: '+91 99900 00001',
  creditLink: null,
  exchangeRates: null,
  exchangeRatesDate: null,
  exchangeRatesMaxAgeDays: null,
  contactIntro: 'Write to us.',
  b2bIntro: 'Bulk supply.',
  local: {
    tagline: { text: null, lang: 'en' },
    blurb: { text: 'An import and export house in New Delhi.', lang: 'en' },
    contactIntro: { text: 'Write to us.', lang: 'en' },
    b2bIntro: { text: 'Bulk supply.', lang: 'en' },
  },
  phones: [],
  emails: [],
  address: { _type: 'postalAddress', street: 'Unit 12', city: 'New Delhi', postalCode: '110028', country: 'India' },
  hours: [],
  socialLinks: [],
}

describe('brandSentence', () => {
  it('adds no second full stop to a name that ends with one', () => {
    expect(brandSentence('Spice & Makhana Co.')).toBe('Spice & Makhana Co.')
    expect(brandSentence('Spice & Makhana Co. ')).toBe('Spice & Makhana Co.')
  })

  it('ends a name without one with a full stop', () => {
    expect(brandSentence('Spice & Makhana')).toBe('Spice & Makhana.')
  })
})

describe('Footer', () => {
  it('prints the brand name once, with one full stop', async () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={await loadI18n('en')}>
        <MemoryRouter>
          <Footer settings={SETTINGS} />
        </MemoryRouter>
      </I18nProvider>,
    )
    // Isolated, so that in Arabic the full stop stays at the name's end.
    expect(html).toContain('<bdi>Spice &amp; Makhana Co.</bdi> All rights reserved.')
    expect(html).not.toContain('Co.. ')
  })

  it("reads in the page's language, its links in that language too", async () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={await loadI18n('de')}>
        <MemoryRouter initialEntries={['/de/about']}>
          <Footer settings={SETTINGS} />
        </MemoryRouter>
      </I18nProvider>,
    )
    expect(html).toContain('<a href="/de/policies/privacy-policy" data-discover="true">Datenschutzerklärung</a>')
    expect(html).toContain('Alle Rechte vorbehalten.')
    expect(html).not.toContain('Quick Links')
    // A category reads in German; its address keeps the English value the catalogue filters by.
    expect(html).toContain('<a href="/de/product?category=Whole+Spices" data-discover="true">Ganze Gewürze</a>')
    expect(html).not.toContain('>Whole Spices<')
  })
})
