/** The Lighthouse figures of one page, the budgets they must meet, and the Markdown report. */

export interface Sample {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Milliseconds. */
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Bytes transferred. */
  totalBytes: number
  jsBytes: number
}

export interface PageResult {
  path: string
  median: Sample
  runs: number
  /** Findings of the median run: LCP element, failing audits. */
  notes: string[]
  /** Every recorded run, for the ranges in the report (optional for callers that only have medians). */
  samples?: Sample[]
}

export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.01,
  /** Total blocking time, on the pages where a shopper starts: the home page and the catalogue. */
  tbtMs: 100,
  tbtPages: ['/', '/products'] as readonly string[],
}

const BLANK: Sample = { performance: 0, accessibility: 0, bestPractices: 0, seo: 0, fcp: 0, lcp: 0, tbt: 0, cls: 0, totalBytes: 0, jsBytes: 0 }

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** The median of every figure over the runs (each figure on its own). */
export function medianSample(samples: Sample[]): Sample {
  const keys = Object.keys(BLANK) as (keyof Sample)[]
  return Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])) as unknown as Sample
}

export function budgetMisses(page: PageResult): string[] {
  const m = page.median
  const misses: string[] = []
  if (m.performance < BUDGETS.performance) misses.push(`performance ${m.performance} < ${BUDGETS.performance}`)
  if (m.accessibility < BUDGETS.accessibility) misses.push(`accessibility ${m.accessibility} < ${BUDGETS.accessibility}`)
  if (m.bestPractices < BUDGETS.bestPractices) misses.push(`best practices ${m.bestPractices} < ${BUDGETS.bestPractices}`)
  if (m.seo < BUDGETS.seo) misses.push(`SEO ${m.seo} < ${BUDGETS.seo}`)
  if (m.lcp > BUDGETS.lcpMs) misses.push(`LCP ${Math.round(m.lcp)} ms > ${BUDGETS.lcpMs} ms`)
  if (m.cls > BUDGETS.cls) misses.push(`CLS ${m.cls.toFixed(3)} > ${BUDGETS.cls}`)
  if (BUDGETS.tbtPages.includes(page.path) && m.tbt > BUDGETS.tbtMs) misses.push(`TBT ${Math.round(m.tbt)} ms > ${BUDGETS.tbtMs} ms`)
  return misses.map((miss) => `${page.path}: ${miss}`)
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

function score(value: number): string {
  return String(Math.round(value))
}

export interface ReportContext {
  baseUrl: string
  date: Date
  lighthouseVersion: string
  browser: string
  runs: number
  /** Unrecorded warm-up runs made before the measured ones (0 when left out). */
  warmup?: number
  /** Whether one core was kept loaded during every run (`--busy`). */
  busy?: boolean
  /** Lighthouse's CPU benchmark index (median over the runs): how fast this machine was, to compare sittings. */
  benchmarkIndex?: number
}

/** "93 (84–96)": the median and the range of single runs, when there was more than one. */
function withRange(median: string, values: number[] | undefined, format: (v: number) => string): string {
  if (!values || values.length < 2) return median
  return `${median} (${format(Math.min(...values))}–${format(Math.max(...values))})`
}

export function markdownReport(pages: PageResult[], ctx: ReportContext): string {
  const rows = pages.map((p) => {
    const m = p.median
    const performance = withRange(
      score(m.performance),
      p.samples?.map((x) => x.performance),
      score,
    )
    const tbt = withRange(
      `${Math.round(m.tbt)} ms`,
      p.samples?.map((x) => x.tbt),
      (v) => String(Math.round(v)),
    )
    return `| ${p.path} | ${performance} | ${score(m.accessibility)} | ${score(m.bestPractices)} | ${score(m.seo)} | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${tbt} | ${m.cls.toFixed(3)} | ${kb(m.totalBytes)} | ${kb(m.jsBytes)} |`
  })
  const misses = pages.flatMap(budgetMisses)
  const notes = pages.filter((p) => p.notes.length > 0).flatMap((p) => [`- **${p.path}**`, ...p.notes.map((n) => `  - ${n}`)])
  return [
    '# Lighthouse benchmark',
    '',
    `${ctx.baseUrl}, ${ctx.date.toISOString()}: Lighthouse ${ctx.lighthouseVersion}, ${ctx.browser}, mobile preset (simulated throttling), median of ${ctx.runs} runs per page${ctx.warmup ? ` (after ${ctx.warmup} unrecorded warm-up run${ctx.warmup === 1 ? '' : 's'} of the first page)` : ''}.`,
    '',
    ctx.busy
      ? '**Busy machine:** one core was kept loaded by a separate process during every run (`--busy`).'
      : "Quiet machine: no load was added (`--busy` keeps one core loaded, as on a shopper's phone).",
    ...(ctx.benchmarkIndex === undefined
      ? []
      : [
          '',
          `Machine speed: Lighthouse's CPU benchmark index ${Math.round(ctx.benchmarkIndex)} (median over the runs; higher is faster). Compare figures only between sittings of similar speed.`,
        ]),
    '',
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | total bytes | JS bytes |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Budgets: performance ≥ ${BUDGETS.performance}; accessibility, best practices and SEO = 100; LCP ≤ ${seconds(BUDGETS.lcpMs)}; CLS ≤ ${BUDGETS.cls}; TBT ≤ ${BUDGETS.tbtMs} ms on ${BUDGETS.tbtPages.join(' and ')}. Ranges in brackets are the lowest and highest single runs.`,
    '',
    misses.length === 0 ? '**All budgets met.**' : ['**Budgets missed:**', '', ...misses.map((m) => `- ${m}`)].join('\n'),
    ...(notes.length > 0 ? ['', '## Findings (median run)', '', ...notes] : []),
    '',
  ].join('\n')
}
