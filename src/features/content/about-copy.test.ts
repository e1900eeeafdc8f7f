import { describe, expect, it } from 'vitest'
import { ABOUT_SECTIONS, fillCopy } from './about-copy'

describe('the About copy', () => {
  it('has its five sections, in order', () => {
    expect(ABOUT_SECTIONS.map((s) => s.title)).toEqual(['Profile', 'The Team', 'Quality Assurance', 'Warehousing and Packaging', 'Customer Satisfaction'])
  })

  it('names every strength the company claims', () => {
    const titles = ABOUT_SECTIONS.flatMap((s) => s.points ?? []).map((p) => p.title)
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
    expect(ABOUT_SECTIONS.at(-1)?.points?.at(-1)?.text).toMatch(/cash and cheque/)
  })

  it('fills placeholders from the settings and leaves unknown ones visible', () => {
    expect(fillCopy('{brand} is in {city}, {country}.', { brand: 'Spice Co.', city: 'New Delhi', country: 'India' })).toBe('Spice Co. is in New Delhi, India.')
    expect(fillCopy('{brnad}', { brand: 'x' })).toBe('{brnad}')
  })
})
