import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadI18n } from '@/lib/i18n'
import type { Certificate, ComplianceDocument } from '@/lib/queries'
import { currentCompliance } from '@/features/catalogue/specification'
import { CertificateList } from '@/features/content/components/certificate-list'
import * as productRoute from '@/routes/product'
import * as certificationRoute from '@/routes/certification'

// The routes' query code, answered here: the product page passes its day to the query, /certification fetches every certificate.
const api = vi.hoisted(() => ({
  fetchProduct: vi.fn(async (slug: string, today: string) => ({ slug, today })),
  fetchCertificates: vi.fn(async () => []),
}))
vi.mock('@/features/catalogue/api/products', () => ({ fetchProduct: api.fetchProduct }))
vi.mock('@/features/content/api/certificates', () => ({ fetchCertificates: api.fetchCertificates }))

const SLUG = 'cumin-seeds-jeera'

const paper = (expiresOn: string): ComplianceDocument => ({
  _id: `paper-${expiresOn}`,
  kind: 'coa',
  lotNumber: `LOT-${expiresOn}`,
  testedOn: '2026-01-01',
  expiresOn,
  aflatoxinB1: null,
  file: { url: 'https://cdn.example/coa.pdf', size: 1024 },
})

const certificate = (validUntil: string): Certificate => ({
  _id: `certificate-${validUntil}`,
  title: `Licence to ${validUntil}`,
  issuer: 'FSSAI',
  number: '100',
  validUntil,
  file: null,
})

/** The day each page works with, from the loader that runs at build time and the one that runs in the visitor's browser. */
async function daysOfBothPages(): Promise<{ product: string[]; certification: string[] }> {
  // The loaders read the page's language from the request's address, as the router gives it.
  const request = new Request(`http://localhost/products/${SLUG}`)
  const product = await productRoute.loader({ params: { slug: SLUG }, request } as Parameters<typeof productRoute.loader>[0])
  const fresh = await productRoute.clientLoader({ params: { slug: SLUG }, request, serverLoader: async () => product } as Parameters<
    typeof productRoute.clientLoader
  >[0])
  const built = await certificationRoute.loader()
  const visited = await certificationRoute.clientLoader({ serverLoader: async () => built } as Parameters<typeof certificationRoute.clientLoader>[0])
  return { product: [product.today, fresh.today], certification: [built.today, visited.today] }
}

/** Whether each page shows the paper or certificate that holds until `lastDay`, as their components decide. */
function shownBy(today: { product: string; certification: string }, lastDay: string) {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={english!}>
      <MemoryRouter initialEntries={['/certification']}>
        <CertificateList certificates={[certificate(lastDay)]} today={today.certification} />
      </MemoryRouter>
    </I18nProvider>,
  )
  return { product: currentCompliance([paper(lastDay)], today.product).length === 1, certification: !html.includes('certificate-expired') }
}

let english: Awaited<ReturnType<typeof loadI18n>> | undefined

describe("one today, India's: the product page and /certification agree", () => {
  beforeAll(async () => {
    english = await loadI18n('en')
  })
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    api.fetchProduct.mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('at 23:30 UTC (05:00 the next morning in India) both take 26 November and both drop what held until 25 November', async () => {
    vi.setSystemTime(new Date('2026-11-25T23:30:00Z'))
    const days = await daysOfBothPages()
    expect(days).toEqual({ product: ['2026-11-26', '2026-11-26'], certification: ['2026-11-26', '2026-11-26'] })
    // The query filters the papers on the same day the page does.
    expect(api.fetchProduct.mock.calls).toEqual([
      [SLUG, '2026-11-26', 'en'],
      [SLUG, '2026-11-26', 'en'],
    ])
    const today = { product: days.product[1] ?? '', certification: days.certification[1] ?? '' }
    expect(shownBy(today, '2026-11-25')).toEqual({ product: false, certification: false })
    expect(shownBy(today, '2026-11-26')).toEqual({ product: true, certification: true })
  })

  it('every quarter hour of two days, a paper is on the product page exactly when /certification calls it valid', async () => {
    for (let time = Date.parse('2026-11-25T00:00:00Z'); time < Date.parse('2026-11-27T00:00:00Z'); time += 15 * 60_000) {
      vi.setSystemTime(new Date(time))
      const days = await daysOfBothPages()
      const today = { product: days.product[1] ?? '', certification: days.certification[1] ?? '' }
      for (const lastDay of ['2026-11-25', '2026-11-26']) {
        const shown = shownBy(today, lastDay)
        expect(shown.product, `${new Date(time).toISOString()}, held until ${lastDay}`).toBe(shown.certification)
      }
    }
  })
})
