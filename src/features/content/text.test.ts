import { describe, expect, it } from 'vitest'
import { blogCategoryPath, blogPostPath, capitalise, formatFileSize, normaliseCategory } from './text'
import { safeLink } from './links'

describe('capitalise', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalise('health')).toBe('Health')
    expect(capitalise('street food')).toBe('Street food')
    expect(capitalise('')).toBe('')
  })
})

describe('normaliseCategory', () => {
  it('lower-cases and trims a category of the address', () => {
    expect(normaliseCategory('Health')).toBe('health')
    expect(normaliseCategory(' recipes ')).toBe('recipes')
  })

  it('rejects a missing, blank, overlong or nested category', () => {
    expect(normaliseCategory(undefined)).toBeNull()
    expect(normaliseCategory('   ')).toBeNull()
    expect(normaliseCategory('x'.repeat(41))).toBeNull()
    expect(normaliseCategory('a/b')).toBeNull()
  })
})

describe('blog paths', () => {
  it('puts the category in lower case and encodes both parts', () => {
    expect(blogCategoryPath('Health')).toBe('/blog/health')
    expect(blogCategoryPath('Street Food')).toBe('/blog/street%20food')
    expect(blogPostPath({ category: 'Recipes', slug: 'makhana-kheer' })).toBe('/blog/recipes/makhana-kheer')
  })
})

describe('formatFileSize', () => {
  it('uses B, KB or MB', () => {
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(123_456)).toBe('121 KB')
    expect(formatFileSize(2_500_000)).toBe('2.4 MB')
    expect(formatFileSize(null)).toBe('')
  })
})

describe('safeLink', () => {
  const site = 'https://www.example.in'

  it('keeps pages of the site as in-app links', () => {
    expect(safeLink('/contact', site)).toEqual({ kind: 'internal', to: '/contact' })
    expect(safeLink('https://www.example.in/policies/refund-policy#top', site)).toEqual({ kind: 'internal', to: '/policies/refund-policy#top' })
  })

  it('allows web, e-mail and phone addresses', () => {
    expect(safeLink('https://fssai.gov.in/', site)).toEqual({ kind: 'external', href: 'https://fssai.gov.in/' })
    expect(safeLink('mailto:info@example.in', site)).toEqual({ kind: 'contact', href: 'mailto:info@example.in' })
    expect(safeLink('tel:+919990000001', site)).toEqual({ kind: 'contact', href: 'tel:+919990000001' })
  })

  it('refuses script, data, protocol-relative and malformed targets', () => {
    expect(safeLink('javascript:alert(1)', site)).toBeNull()
    expect(safeLink(' JavaScript:alert(1)', site)).toBeNull()
    expect(safeLink('data:text/html,<script>alert(1)</script>', site)).toBeNull()
    expect(safeLink('//evil.example/x', site)).toBeNull()
    expect(safeLink('/\\evil.example', site)).toBeNull()
    expect(safeLink('not a url', site)).toBeNull()
    expect(safeLink(42, site)).toBeNull()
  })
})
