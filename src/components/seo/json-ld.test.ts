import { describe, expect, it } from 'vitest'
import type { ProductDetail, SiteSettings } from '@/lib/queries'
import { blogPostingJsonLd, breadcrumbJsonLd, organizationJsonLd, productJsonLd, webSiteJsonLd } from './json-ld'

const SITE = 'https://spices.example/'

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
  phones: ['+91 99900 00001', '+91 99900 00002'],
  emails: ['sales@example.com', 'export@example.com'],
  address: {
    _type: 'postalAddress',
    street: 'Unit 12, Sample Spice Lane',
    locality: 'Naraina',
    city: 'New Delhi',
    region: 'Delhi',
    postalCode: '110028',
    country: 'India',
  },
  hours: [
    { _key: 'a', days: 'Monday-Friday', time: '9:00 AM - 6:00 PM' },
    { _key: 'b', days: 'Saturday', time: '10:00 AM - 4:00 PM' },
    { _key: 'c', days: 'Sunday', time: 'Closed' },
  ],
  socialLinks: [
    { _key: 'f', platform: 'facebook', url: 'https://facebook.example/spices' },
    { _key: 'x', platform: 'twitter', url: '#' },
  ],
}

const PRODUCT: ProductDetail = {
  _id: 'product-1',
  productId: 1,
  name: 'Cumin Seeds (Jeera)',
  slug: 'cumin-seeds-jeera',
  category: 'Whole Spices',
  price: 60,
  bulkPrice: 450,
  rating: 4.5,
  badge: null,
  description: 'Aromatic whole cumin.',
  offersSamples: null,
  sampleSize: null,
  image: { asset: { _id: 'image-1', url: 'https://cdn.example/image-1.jpg', metadata: null }, alt: 'Cumin seeds', hotspot: null, crop: null },
  packSize: '100 g pouch',
  minOrderKg: 25,
  origin: 'Rajasthan, India',
  exportSpec: null,
  compliance: [],
  local: {
    name: { text: 'Cumin Seeds (Jeera)', lang: 'en' },
    description: { text: 'Aromatic whole cumin.', lang: 'en' },
    badge: { text: null, lang: 'en' },
    packSize: { text: '100 g pouch', lang: 'en' },
    origin: { text: 'Rajasthan, India', lang: 'en' },
    sampleSize: { text: null, lang: 'en' },
  },
}

describe('organizationJsonLd', () => {
  const org = organizationJsonLd(SETTINGS, SITE)

  it('describes the business in the language the settings were read in', () => {
    expect(org.description).toBe('An import and export house in New Delhi.')
    const arabic = { ...SETTINGS, local: { ...SETTINGS.local, blurb: { text: 'دار استيراد وتصدير في نيودلهي.', lang: 'ar' } } }
    expect(organizationJsonLd(arabic, SITE).description).toBe('دار استيراد وتصدير في نيودلهي.')
  })

  it('describes the business as an Organization and a LocalBusiness with its postal address', () => {
    expect(org['@type']).toEqual(['Organization', 'LocalBusiness'])
    expect(org['@id']).toBe('https://spices.example/#organization')
    expect(org.url).toBe('https://spices.example/')
    expect(org.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Unit 12, Sample Spice Lane, Naraina',
      addressLocality: 'New Delhi',
      addressRegion: 'Delhi',
      postalCode: '110028',
      addressCountry: 'India',
    })
  })

  it('carries every phone and e-mail, and only real social profile URLs', () => {
    expect(org.telephone).toBe('+91 99900 00001')
    expect(org.contactPoint.map((c) => c.telephone ?? c.email)).toEqual(['+91 99900 00001', '+91 99900 00002', 'sales@example.com', 'export@example.com'])
    expect(org.sameAs).toEqual(['https://facebook.example/spices'])
  })

  it('turns the hours into opening hours, a closed day as 00:00 to 00:00', () => {
    expect(org.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '00:00', closes: '00:00' },
    ])
  })

  it('is valid JSON for a script tag', () => {
    expect(JSON.parse(JSON.stringify(org))).toEqual(org)
  })
})

describe('productJsonLd', () => {
  const url = 'https://spices.example/products/cumin-seeds-jeera'
  const ld = productJsonLd({ product: PRODUCT, url, siteUrl: SITE, brandName: 'Spice & Makhana Co.', image: 'https://cdn.example/cumin.jpg' })

  it('names the product with its image, SKU, category and pack size', () => {
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Cumin Seeds (Jeera)',
      description: 'Aromatic whole cumin.',
      image: ['https://cdn.example/cumin.jpg'],
      sku: '1',
      category: 'Whole Spices',
      size: '100 g pouch',
      brand: { '@type': 'Brand', name: 'Spice & Makhana Co.' },
    })
  })

  it('names the product as its page shows it, in the page’s language, when given those texts', () => {
    const arabic = productJsonLd({
      product: PRODUCT,
      texts: { name: 'بذور الكمون (جيرا)', description: null, category: 'توابل كاملة' },
      url: 'https://spices.example/ar/products/cumin-seeds-jeera',
      siteUrl: SITE,
      brandName: 'Spice & Makhana Co.',
    })
    expect(arabic).toMatchObject({ name: 'بذور الكمون (جيرا)', category: 'توابل كاملة', sku: '1', size: '100 g pouch' })
    expect(arabic).not.toHaveProperty('description')
  })

  it('offers the pack price in INR, and the bulk price per kg from the minimum order', () => {
    const [retail, bulk] = ld.offers
    expect(retail).toMatchObject({ '@type': 'Offer', url, price: 60, priceCurrency: 'INR' })
    expect(retail?.eligibleQuantity).toBeUndefined()
    expect(bulk).toMatchObject({
      price: 450,
      priceCurrency: 'INR',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 25, unitCode: 'KGM' },
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 450, referenceQuantity: { value: 1, unitCode: 'KGM' } },
    })
    expect(bulk?.seller).toMatchObject({ '@id': 'https://spices.example/#organization', name: 'Spice & Makhana Co.' })
  })

  it('claims no minimum it does not know, and no rating without a count', () => {
    // The Studio requires a minimum order, but a document written through the API can lack it.
    const withoutMinimum = { ...PRODUCT, minOrderKg: null, description: null } as unknown as ProductDetail
    const ld2 = productJsonLd({ product: withoutMinimum, url, siteUrl: SITE, brandName: 'B' })
    expect(ld2.offers[1]?.eligibleQuantity).toBeUndefined()
    expect(ld2).not.toHaveProperty('description')
    expect(ld2).not.toHaveProperty('image')
    expect(ld2).not.toHaveProperty('aggregateRating')
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(SITE, [
        { name: 'Home', path: '/' },
        { name: 'Products', path: '/products' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://spices.example/' },
      { '@type': 'ListItem', position: 2, name: 'Products', item: 'https://spices.example/products' },
    ])
  })
})

const NO_IMAGE = { alt: '', hotspot: null, crop: null, asset: null }

describe('blogPostingJsonLd and webSiteJsonLd', () => {
  const post = {
    _id: 'p',
    title: 'The Nutritional Benefits of Makhana',
    slug: 'benefits',
    category: 'Health',
    description: 'Why makhana.',
    publishedAt: '2025-01-10T00:00:00Z',
    image: NO_IMAGE,
    local: { title: { text: 'The Nutritional Benefits of Makhana', lang: 'en' }, description: { text: 'Why makhana.', lang: 'en' } },
  }

  it('dates the post, names the business as author and publisher', () => {
    const ld = blogPostingJsonLd({
      post,
      url: 'https://spices.example/blog/health/benefits',
      siteUrl: SITE,
      brandName: 'Spice & Makhana Co.',
      image: 'https://cdn.example/b.jpg',
    })
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'The Nutritional Benefits of Makhana',
      datePublished: '2025-01-10T00:00:00Z',
      dateModified: '2025-01-10T00:00:00Z',
      articleSection: 'Health',
      mainEntityOfPage: 'https://spices.example/blog/health/benefits',
      image: ['https://cdn.example/b.jpg'],
    })
    expect(ld.author).toEqual(ld.publisher)
    expect(ld.publisher).toMatchObject({ '@type': 'Organization', name: 'Spice & Makhana Co.', logo: 'https://spices.example/logo.png' })
    expect(blogPostingJsonLd({ post, url: 'u', siteUrl: SITE, brandName: 'B', updatedAt: '2025-02-01T00:00:00Z' }).dateModified).toBe('2025-02-01T00:00:00Z')
  })

  it('gives a translated post its translated headline and description, in the language its text is shown in', () => {
    const german = {
      ...post,
      local: { title: { text: 'Die Nährwerte von Makhana', lang: 'de' }, description: { text: 'Warum Makhana.', lang: 'de' } },
    }
    const ld = blogPostingJsonLd({ post: german, url: 'u', siteUrl: SITE, brandName: 'B', bodyLanguage: 'de' })
    expect(ld).toMatchObject({ headline: 'Die Nährwerte von Makhana', description: 'Warum Makhana.', inLanguage: 'de' })
    expect(blogPostingJsonLd({ post, url: 'u', siteUrl: SITE, brandName: 'B', bodyLanguage: 'en' }).inLanguage).toBe('en-IN')
  })

  it('names the site after the brand', () => {
    expect(webSiteJsonLd(SETTINGS, SITE)).toMatchObject({ '@type': 'WebSite', name: 'Spice & Makhana Co.', url: 'https://spices.example/' })
  })
})
