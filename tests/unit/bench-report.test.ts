import { describe, expect, it } from 'vitest'
import { budgetMisses, markdownReport, median, medianSample, type Sample } from '../../scripts/bench/report'

const GOOD: Sample = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1200,
  tbt: 20,
  cls: 0,
  totalBytes: 200_000,
  jsBytes: 90_000,
}

describe('the Lighthouse report', () => {
  it('takes the median of each figure on its own', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    const m = medianSample([GOOD, { ...GOOD, performance: 90, lcp: 2000 }, { ...GOOD, performance: 100, lcp: 1000 }])
    expect(m).toMatchObject({ performance: 99, lcp: 1200 })
  })

  it('names every missed budget, and none when all are met', () => {
    expect(budgetMisses({ path: '/', median: GOOD, runs: 3, notes: [] })).toEqual([])
    const bad = { ...GOOD, performance: 97, accessibility: 96, seo: 92, lcp: 1501, cls: 0.02 }
    expect(budgetMisses({ path: '/cart', median: bad, runs: 3, notes: [] })).toEqual([
      '/cart: performance 97 < 98',
      '/cart: accessibility 96 < 100',
      '/cart: SEO 92 < 100',
      '/cart: LCP 1501 ms > 1500 ms',
      '/cart: CLS 0.020 > 0.01',
    ])
  })

  it('writes one table row per page with units', () => {
    const md = markdownReport([{ path: '/', median: GOOD, runs: 3, notes: ['LCP element: `<h1>`'] }], {
      baseUrl: 'http://localhost:4873',
      date: new Date('2025-01-01T00:00:00Z'),
      lighthouseVersion: '13.5.0',
      browser: 'Chrome/150',
      runs: 3,
    })
    expect(md).toContain('| / | 99 | 100 | 100 | 100 | 0.90 s | 1.20 s | 20 ms | 0.000 | 195.3 KB | 87.9 KB |')
    expect(md).toContain('**All budgets met.**')
    expect(md).toContain('  - LCP element: `<h1>`')
    expect(md).toContain('median of 3 runs per page.')
  })

  it('says when unrecorded warm-up runs came first', () => {
    const ctx = { baseUrl: 'http://x', date: new Date(0), lighthouseVersion: '13.5.0', browser: 'Chrome/150', runs: 3 }
    expect(markdownReport([], { ...ctx, warmup: 1 })).toContain('median of 3 runs per page (after 1 unrecorded warm-up run of the first page).')
    expect(markdownReport([], { ...ctx, warmup: 2 })).toContain('(after 2 unrecorded warm-up runs of the first page)')
    expect(markdownReport([], { ...ctx, warmup: 0 })).toContain('median of 3 runs per page.')
  })
})

describe('the busy-machine report', () => {
  const ctx = { baseUrl: 'http://x', date: new Date(0), lighthouseVersion: '13.5.0', browser: 'Chrome/150', runs: 5 }

  it('says whether one core was kept loaded', () => {
    expect(markdownReport([], { ...ctx, busy: true })).toContain('**Busy machine:** one core was kept loaded')
    expect(markdownReport([], { ...ctx, busy: false })).toContain('Quiet machine: no load was added')
  })

  it("names the machine's speed when Lighthouse measured it", () => {
    expect(markdownReport([], { ...ctx, benchmarkIndex: 577.5 })).toContain("Lighthouse's CPU benchmark index 578")
    expect(markdownReport([], ctx)).not.toContain('benchmark index')
  })

  it('shows the range of single runs beside the median score and TBT', () => {
    const samples = [90, 84, 96, 93, 93].map((performance, i) => ({ ...GOOD, performance, tbt: [120, 307, 40, 250, 310][i] as number }))
    const md = markdownReport([{ path: '/', median: medianSample(samples), runs: 5, notes: [], samples }], ctx)
    expect(md).toContain('| / | 93 (84–96) |')
    expect(md).toContain('| 250 ms (40–310) |')
  })

  it('holds the home page and the catalogue to a TBT budget, and no other page', () => {
    const slow = { ...GOOD, tbt: 101 }
    expect(budgetMisses({ path: '/', median: slow, runs: 5, notes: [] })).toEqual(['/: TBT 101 ms > 100 ms'])
    expect(budgetMisses({ path: '/products', median: slow, runs: 5, notes: [] })).toEqual(['/products: TBT 101 ms > 100 ms'])
    expect(budgetMisses({ path: '/b2b', median: slow, runs: 5, notes: [] })).toEqual([])
    expect(budgetMisses({ path: '/', median: { ...GOOD, tbt: 100 }, runs: 5, notes: [] })).toEqual([])
  })
})
