import { describe, expect, it } from 'vitest'
import type { ComplianceDocument, ExportSpec } from '@/lib/queries'
import { currentCertificates, currentCompliance, hasSpecification, specSheetFileName, specificationLines } from './specification'

/**
 * Content as the lake can return it, which the generated types do not all admit: a reference to a
 * deleted certificate, a figure the schema no longer lists, a document saved before a field existed.
 */
const loose = (spec: object) => spec as ExportSpec

const CUMIN: ExportSpec = loose({
  hsCode: '0909.31.29',
  botanicalName: 'Cuminum cyminum L.',
  grade: 'Singapore 99%',
  moistureMax: 9,
  purityMin: 99,
  admixtureMax: 1,
  keyFigures: [
    { _key: 'a', figure: 'volatileOil', value: 2.5 },
    { _key: 'b', figure: 'pungency', value: 35000 },
  ],
  shelfLifeMonths: 24,
  storage: 'Cool and dry',
  packing: ['25 kg PP bags', ' ', '50 kg jute bags'],
  container20ft: 13,
  container40ft: 26,
  leadTimeDays: 14,
  incoterms: ['FOB', 'CIF'],
  ports: ['Mundra'],
  certificates: [{ _id: 'c1', title: 'FSSAI', validUntil: '2030-03-31' }, null, { _id: 'c2', title: 'Old licence', validUntil: '2026-01-01' }],
})

const paper = (id: string, expiresOn: string, url: string | null = 'https://cdn.example/x.pdf'): ComplianceDocument => ({
  _id: id,
  kind: 'coa',
  lotNumber: 'CUM-1',
  testedOn: '2026-01-01',
  expiresOn,
  aflatoxinB1: null,
  file: url ? { url, size: 1024 } : null,
})

describe('specificationLines', () => {
  it('words every filled line with its unit, in the order buyers check them', () => {
    expect(specificationLines(CUMIN).map((l) => [l.label, l.text])).toEqual([
      ['HS code', '0909.31.29'],
      ['Botanical name', 'Cuminum cyminum L.'],
      ['Grade', 'Singapore 99%'],
      ['Moisture (max.)', '9%'],
      ['Purity (min.)', '99%'],
      ['Admixture / extraneous matter (max.)', '1%'],
      ['Volatile oil (min.)', '2.5 ml/100 g'],
      ['Heat (typical)', '35,000 SHU'],
      ['Shelf life', '24 months'],
      ['Storage', 'Cool and dry'],
      ['Packing', '25 kg PP bags, 50 kg jute bags'],
      ['Container load', '13 t (20 ft), 26 t (40 ft)'],
      ['Lead time', '14 days'],
      ['Incoterms', 'FOB, CIF'],
      ['Ports of loading', 'Mundra'],
    ])
  })

  it('leaves out what is empty, and figures it does not know or that have no value', () => {
    const lines = specificationLines(
      loose({
        hsCode: '  ',
        grade: null,
        moistureMax: 8,
        keyFigures: [
          { _key: 'x', figure: 'renamedFigure', value: 3 },
          { _key: 'y', figure: 'curcumin', value: null },
        ],
        packing: [],
        container40ft: 3.8,
        shelfLifeMonths: 1,
      }),
    )
    expect(lines.map((l) => `${l.label}: ${l.text}`)).toEqual(['Moisture (max.): 8%', 'Shelf life: 1 month', 'Container load: 3.8 t (40 ft)'])
    expect(specificationLines(null)).toEqual([])
    expect(specificationLines(loose({}))).toEqual([])
  })

  it('keeps numbers and units apart for structured data', () => {
    expect(specificationLines(CUMIN).find((l) => l.key === 'volatileOil')).toMatchObject({ value: 2.5, unit: 'ml/100 g' })
    expect(specificationLines(CUMIN).find((l) => l.key === 'hsCode')).toMatchObject({ value: '0909.31.29' })
  })
})

describe('what a buyer may see on a given day', () => {
  it('drops certificates past their date and references to deleted ones', () => {
    expect(currentCertificates(CUMIN, '2026-11-25').map((c) => c.title)).toEqual(['FSSAI'])
    expect(currentCertificates(CUMIN, '2025-12-31').map((c) => c.title)).toEqual(['FSSAI', 'Old licence'])
  })

  it('drops papers that expired (the page may have been built before they did) and papers without a file', () => {
    const papers = [paper('a', '2026-11-25'), paper('b', '2026-11-24'), paper('c', '2027-01-01', null)]
    expect(currentCompliance(papers, '2026-11-25').map((p) => p._id)).toEqual(['a'])
    expect(currentCompliance(papers, '2026-11-26')).toEqual([])
    expect(currentCompliance(null, '2026-11-25')).toEqual([])
  })

  it('has a specification to show only when a line or a current certificate is filled', () => {
    expect(hasSpecification(CUMIN, '2026-11-25')).toBe(true)
    expect(hasSpecification(loose({ certificates: [{ _id: 'x', title: 'Old', validUntil: '2020-01-01' }] }), '2026-11-25')).toBe(false)
    expect(hasSpecification(null, '2026-11-25')).toBe(false)
  })
})

describe('formatting', () => {
  it('names the sheet after the product, safely', () => {
    expect(specSheetFileName('cumin-seeds-jeera')).toBe('cumin-seeds-jeera-spec-sheet.pdf')
    expect(specSheetFileName('../../etc/passwd')).toBe('etc-passwd-spec-sheet.pdf')
    expect(specSheetFileName('')).toBe('product-spec-sheet.pdf')
  })
})
