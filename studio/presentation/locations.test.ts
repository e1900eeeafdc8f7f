import { describe, expect, it } from 'vitest'
import { blogPostLocations, policyLocations, productLocations } from './locations.ts'

describe('Presentation locations', () => {
  it('shows a product on its page in every language, the catalogue and the home page', () => {
    expect(productLocations({ name: 'Cumin Seeds', slug: 'cumin-seeds' })?.locations.map((l) => l.href)).toEqual([
      '/products/cumin-seeds',
      '/ar/products/cumin-seeds',
      '/zh/products/cumin-seeds',
      '/de/products/cumin-seeds',
      '/products',
      '/',
    ])
  })

  it("names a language's product page by its translation, or says it is not translated yet", () => {
    const titles = productLocations({ name: 'Cumin Seeds', slug: 'cumin-seeds', nameTranslations: [{ language: 'ar', value: 'بذور الكمون' }] })?.locations.map(
      (l) => l.title,
    )
    expect(titles?.slice(0, 3)).toEqual(['Cumin Seeds · English', 'بذور الكمون · Arabic', 'Cumin Seeds (not yet translated) · Chinese'])
  })

  it('shows a policy on its page in every language, titled by its translation; a blog post on its pages and its category page', () => {
    const policy = policyLocations({
      title: 'Refund Policy',
      slug: 'refund-policy',
      titleTranslations: [{ language: 'de', value: 'Rückerstattungsrichtlinie' }],
    })
    expect(policy?.locations).toEqual([
      { title: 'Refund Policy · English', href: '/policies/refund-policy' },
      { title: 'Refund Policy (not yet translated) · Arabic', href: '/ar/policies/refund-policy' },
      { title: 'Refund Policy (not yet translated) · Chinese', href: '/zh/policies/refund-policy' },
      { title: 'Rückerstattungsrichtlinie · German', href: '/de/policies/refund-policy' },
    ])
    expect(blogPostLocations({ title: 'Makhana', slug: 'why-makhana', category: 'Health' })?.locations.map((l) => l.href)).toEqual([
      '/blog/health/why-makhana',
      '/ar/blog/health/why-makhana',
      '/zh/blog/health/why-makhana',
      '/de/blog/health/why-makhana',
      '/blog/health',
    ])
  })

  it('has no location for a document without an address yet', () => {
    expect(productLocations({ name: 'New' })).toBeNull()
    expect(blogPostLocations({ slug: 'x' })).toBeNull()
    expect(policyLocations(null)).toBeNull()
  })
})
