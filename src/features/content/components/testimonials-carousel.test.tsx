import { prerender } from 'react-dom/static'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadI18n } from '@/lib/i18n'
import { loadImageUrls } from '@/lib/picture'
import type { Testimonial } from '@/lib/queries'
import { TestimonialsCarousel } from './testimonials-carousel'

const catalogues: Record<string, I18n> = {}
beforeAll(async () => {
  for (const language of ['en', 'ar', 'zh'] as const) catalogues[language] = await loadI18n(language)
  await loadImageUrls()
})

const TESTIMONIAL: Testimonial = {
  _id: 'testimonial-1',
  name: 'Rohan Mehta',
  role: 'Head Chef, Saffron Court, Jaipur',
  content: 'The cardamom is consistently bold.',
  rating: 4.9,
  type: 'Spices',
  image: {
    alt: 'Initials of Rohan Mehta',
    hotspot: null,
    crop: null,
    asset: {
      _id: 'image-Tb9Ew8CXIwaY6R1kjMvI0uRR-64x64-png',
      url: 'https://cdn.example/Tb9Ew8CXIwaY6R1kjMvI0uRR-64x64.png',
      metadata: { lqip: null, dimensions: { width: 64, height: 64 } },
    },
  },
}

/** The card as the build writes it: the photo's boundary waits for the image builder. */
async function render(language: 'en' | 'ar' | 'zh', testimonial: Testimonial = TESTIMONIAL): Promise<string> {
  const { prelude } = await prerender(
    <I18nProvider i18n={catalogues[language]!}>
      <MemoryRouter initialEntries={[language === 'en' ? '/' : `/${language}`]}>
        <TestimonialsCarousel testimonials={[testimonial]} />
      </MemoryRouter>
    </I18nProvider>,
  )
  return new Response(prelude).text()
}

describe('TestimonialsCarousel', () => {
  it('marks the customer’s words, name, role and photo description as English on an Arabic page, right to left kept apart', async () => {
    const html = await render('ar')
    expect(html).toContain('<blockquote lang="en" dir="ltr"><p>The cardamom is consistently bold.</p></blockquote>')
    expect(html).toContain('<figcaption lang="en" dir="ltr">')
    expect(html).toMatch(/<img lang="en" dir="ltr"[^>]* alt="Initials of Rohan Mehta"/)
  })

  it('names the product line in the page’s language', async () => {
    expect(await render('ar')).toContain('<span class="testimonial-type">التوابل</span>')
    expect(await render('zh', { ...TESTIMONIAL, type: 'Makhana' })).toContain('<span class="testimonial-type">芡实</span>')
  })

  it('leaves an English page unmarked', async () => {
    const html = await render('en')
    expect(html).not.toContain('lang="en"')
    expect(html).toContain('<span class="testimonial-type">Spices</span>')
  })
})
