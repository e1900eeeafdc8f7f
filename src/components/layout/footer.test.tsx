import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { SiteSettings } from '@/lib/queries'
import { Footer } from './footer'
import { copyrightNotice } from './footer-text'

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
  phones: [],
  emails: [],
  address: { _type: 'postalAddress', street: 'Unit 12', city: 'New Delhi', postalCode: '110028', country: 'India' },
  hours: [],
  socialLinks: [],
}

describe('copyrightNotice', () => {
  it('adds no second full stop to a name that ends with one', () => {
    expect(copyrightNotice('Spice & Makhana Co.')).toBe('Spice & Makhana Co. All rights reserved.')
    expect(copyrightNotice('Spice & Makhana Co. ')).toBe('Spice & Makhana Co. All rights reserved.')
  })

  it('ends a name without one with a full stop', () => {
    expect(copyrightNotice('Spice & Makhana')).toBe('Spice & Makhana. All rights reserved.')
  })
})

describe('Footer', () => {
  it('prints the brand name once, with one full stop', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <Footer settings={SETTINGS} />
      </MemoryRouter>,
    )
    expect(html).toContain('Spice &amp; Makhana Co. All rights reserved.')
    expect(html).not.toContain('Co.. ')
  })
})
