import { describe, expect, it } from 'vitest'
import {
  SPEC_NUMBERS,
  checkContainerLoads,
  checkHsCode,
  checkIncoterms,
  checkKeyFigure,
  checkSpecNumber,
  type SpecNumberKey,
} from '../../shared/export-spec-rules.ts'
import { buildSeed, type SeedDocument } from './documents.ts'

const { documents, assets } = buildSeed()
const products = documents.filter((d) => d._type === 'product')
const papers = documents.filter((d) => d._type === 'complianceDocument')

interface SeededSpec {
  hsCode: string
  grade: string
  moistureMax: number
  keyFigures: { figure: string; value: number }[]
  certificates: { _ref: string }[]
  incoterms: string[]
  container20ft?: number
  container40ft?: number
  [field: string]: unknown
}

const spec = (p: SeedDocument) => p.exportSpec as SeededSpec
const figure = (p: SeedDocument, key: string) => spec(p).keyFigures.find((f) => f.figure === key)?.value
const byName = (name: string) => products.find((p) => p.name === name)!

describe('seeded export specifications', () => {
  it('fill every product with an HS code, a grade, moisture and at least one key figure, all within the rules', () => {
    expect(products).toHaveLength(56)
    for (const p of products) {
      const s = spec(p)
      expect(s, p._id).toBeDefined()
      expect(checkHsCode(s.hsCode), p._id).toBe(true)
      expect(s.grade, p._id).not.toBe('')
      for (const key of Object.keys(SPEC_NUMBERS) as SpecNumberKey[]) expect(checkSpecNumber(key, s[key]), `${p._id} ${key}`).toBe(true)
      expect(checkContainerLoads(s), p._id).toBe(true)
      expect(checkIncoterms(s.incoterms), p._id).toBe(true)
      for (const f of s.keyFigures) expect(checkKeyFigure(f), `${p._id} ${f.figure}`).toBe(true)
      expect(s.certificates.length, p._id).toBeGreaterThan(0)
      for (const { _ref } of s.certificates)
        expect(
          documents.some((d) => d._id === _ref),
          _ref,
        ).toBe(true)
    }
    expect(products.filter((p) => spec(p).keyFigures.length === 0).map((p) => p.name)).toEqual(['Everyday Spice Kit', 'Festive Spice Gift Box'])
  })

  it('differ per spice: the figure that matters for each', () => {
    expect(figure(byName('Cumin Seeds (Jeera)'), 'volatileOil')).toBe(2.5)
    expect(figure(byName('Tellicherry Black Pepper'), 'piperine')).toBeGreaterThan(figure(byName('Black Pepper Powder'), 'piperine')!)
    expect(figure(byName('Turmeric Powder (Haldi)'), 'curcumin')).toBe(3)
    // Kashmiri chilli: more colour, far less heat than Guntur.
    expect(figure(byName('Kashmiri Chilli Powder'), 'astaColour')).toBeGreaterThan(figure(byName('Guntur Red Chilli Powder'), 'astaColour')!)
    expect(figure(byName('Kashmiri Chilli Powder'), 'pungency')).toBeLessThan(figure(byName('Guntur Red Chilli Powder'), 'pungency')!)
    expect(new Set(products.map((p) => spec(p).hsCode)).size).toBeGreaterThan(25)
  })

  it('grade every makhana by size in suta, with its moisture, and mark it as light cargo', () => {
    const makhana = products.filter((p) => p.category === 'Makhana')
    expect(makhana).toHaveLength(12)
    for (const p of makhana) {
      expect(spec(p).grade, p._id).toMatch(/suta/)
      expect(figure(p, 'popSize'), p._id).toBeGreaterThanOrEqual(4)
      expect(spec(p).moistureMax, p._id).toBeLessThanOrEqual(8)
      expect(spec(p).container40ft, p._id).toBeLessThan(5)
    }
    expect(figure(byName('Jumbo Makhana (6 Suta)'), 'popSize')).toBe(6)
    expect(spec(byName('Jumbo Makhana (6 Suta)')).grade).toMatch(/Lawa/)
  })
})

describe('seeded compliance documents', () => {
  it('belong to seeded products, carry a lot, dates and a sample PDF', () => {
    expect(papers.length).toBeGreaterThanOrEqual(5)
    for (const paper of papers) {
      const ref = (paper.product as { _ref: string })._ref
      expect(
        products.some((p) => p._id === ref),
        paper._id,
      ).toBe(true)
      expect(paper.lotNumber, paper._id).toMatch(/^[A-Z]{3}-\d{4}-\d{3}$/)
      expect((paper.expiresOn as string) > (paper.testedOn as string), paper._id).toBe(true)
      const pdf = assets.find((a) => a.key === paper._id)!
      expect(pdf.body.toString('latin1'), paper._id).toContain('SAMPLE - NOT A REAL REPORT')
    }
  })

  it('include one expired paper (to prove it stays hidden) and every kind of paper', () => {
    const expired = papers.filter((p) => (p.expiresOn as string) < '2026-01-01')
    expect(expired.map((p) => p._id)).toEqual(['complianceDocument-2'])
    expect(new Set(papers.map((p) => p.kind))).toEqual(new Set(['coa', 'eto-free', 'aflatoxin', 'pesticide', 'spices-board']))
    for (const p of papers.filter((p) => p.kind === 'aflatoxin')) expect(p.aflatoxinB1 as number).toBeLessThanOrEqual(5)
  })
})
