import { describe, expect, it } from 'vitest'
import { loadI18n } from '@/lib/i18n'
import { ABOUT_SECTIONS } from './about-copy'

describe('the About copy', () => {
  it('has its five sections, in order', async () => {
    const en = await loadI18n('en')
    expect(ABOUT_SECTIONS.map((s) => en._(s.title))).toEqual(['Profile', 'The Team', 'Quality Assurance', 'Warehousing and Packaging', 'Customer Satisfaction'])
  })

  it('names every strength the company claims', async () => {
    const en = await loadI18n('en')
    const titles = ABOUT_SECTIONS.flatMap((s) => s.points ?? []).map((p) => en._(p.title))
    expect(titles).toEqual([
      'Nutritional value',
      'Edible quality',
      'Shelf life',
      'Hygiene',
      'Fumigated warehouses',
      'Customised packaging',
      'Competitive and bulk pricing',
      'All payment options',
    ])
    const payment = ABOUT_SECTIONS.at(-1)?.points?.at(-1)?.text
    expect(payment && en._(payment)).toMatch(/cash and cheque/)
  })

  it('fills the brand, city and country from the settings in every language', async () => {
    const values = { brand: 'Spice Co.', city: 'New Delhi', country: 'India' }
    const profile = ABOUT_SECTIONS[0]?.paragraphs[0]
    if (!profile) throw new Error('The About copy has no first paragraph.')
    for (const language of ['en', 'ar', 'zh', 'de'] as const) {
      const text = (await loadI18n(language))._({ ...profile, values })
      expect(text).toContain('Spice Co.')
      expect(text).toContain('New Delhi')
      expect(text).not.toContain('{')
    }
  })
})
