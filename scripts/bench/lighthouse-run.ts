/** One Lighthouse run of one page in an already running Chromium, reduced to the figures we report. */
import lighthouse, { type Result } from 'lighthouse'
import type { Sample } from './report.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export interface Run {
  sample: Sample
  notes: string[]
  /** The whole Lighthouse result, for --lhr-dir. */
  lhr: Result
}

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`)
  return value
}

function categoryScore(lhr: Result, id: (typeof CATEGORIES)[number]): number {
  const score = lhr.categories[id]?.score
  return typeof score === 'number' ? Math.round(score * 100) : 0
}

interface NetworkItem {
  resourceType?: string
  transferSize?: number
}

function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined
  return (details?.items ?? []).filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0)
}

/** The first HTML snippet anywhere in an audit's details (the LCP element's). */
function firstSnippet(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null
  const record = value as Record<string, unknown>
  if (typeof record.snippet === 'string') return record.snippet
  for (const child of Object.values(record)) {
    const found = firstSnippet(child)
    if (found) return found
  }
  return null
}

/** What the report should say about a run: the LCP element and every audit that lost points. */
function findings(lhr: Result): string[] {
  const notes: string[] = []
  const lcp = firstSnippet(lhr.audits['largest-contentful-paint-element']?.details)
  if (lcp) notes.push(`LCP element: \`${lcp.slice(0, 160)}\``)
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || audit.score >= (id === 'performance' ? 0.9 : 1)) continue
      // Outside performance, only audits that cost points (weight 0 ones are informative).
      if (id !== 'performance' && ref.weight === 0) continue
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue
      notes.push(`${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
    }
  }
  return notes
}

export async function runLighthouse(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`)
  return {
    sample: {
      performance: categoryScore(lhr, 'performance'),
      accessibility: categoryScore(lhr, 'accessibility'),
      bestPractices: categoryScore(lhr, 'best-practices'),
      seo: categoryScore(lhr, 'seo'),
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      totalBytes: numeric(lhr, 'total-byte-weight'),
      jsBytes: scriptBytes(lhr),
    },
    notes: findings(lhr),
    lhr,
  }
}

/** One retry: Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine. */
export async function runOnce(url: string, port: number): Promise<Run> {
  try {
    return await runLighthouse(url, port)
  } catch (error) {
    console.log(`${url}: ${error instanceof Error ? error.message : String(error)}; trying once more`)
    return runLighthouse(url, port)
  }
}
