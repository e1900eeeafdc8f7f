import { describe, expect, it } from 'vitest'
import { badgeClass } from './badge'

describe('badgeClass', () => {
  it.each([
    ['Bestseller', 'badge badge-bestseller'],
    ['Organic', 'badge badge-organic'],
    ['Premium', 'badge badge-premium'],
    ['Export Quality', 'badge badge-export-quality'],
    ['Fresh Stock', 'badge badge-fresh-stock'],
    ['Family Size', 'badge badge-family-size'],
    ['Combo Pack', 'badge badge-combo-pack'],
  ])('%s has its own colour', (badge, cls) => {
    expect(badgeClass(badge)).toBe(cls)
  })

  it.each(['Healthy Snack', 'Mumbai Favorite', 'premium', '" onmouseover="x'])('%s gets the default colour', (badge) => {
    expect(badgeClass(badge)).toBe('badge badge-default')
  })
})
