/** The table of `npm run bench:scale` (scale.ts), its budgets (issue 29) and its section of docs/benchmarks.md. */
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { median } from './report.ts'

export const CATEGORY_PAGE = '/products/category/whole-spices'
export const SEARCH_WORD = 'masala'
/** Clearings measured per size; the bench reports the first and their median. */
export const CLEARINGS = 5
export const SECTION = '## Catalogue at scale (`npm run bench:scale`)'

export interface Row {
  size: number
  /** Each build of this size, in seconds (`--runs` of them); the budget and the table take their median. */
  buildsS: number[]
  writeMs: number
  htmlProducts: number
  htmlCategory: number
  elements: number
  jsonAfterHydration: number
  hydrationProducts: number
  hydrationCategory: number
  keystrokeMs: number
  /** The page's first clearing, then the median of all. */
  firstClearMs: number
  clearMs: number
  performance: number
  tbt: number
}

export const NOTHING: Row = {
  size: 0,
  buildsS: [],
  writeMs: 0,
  htmlProducts: 0,
  htmlCategory: 0,
  elements: 0,
  jsonAfterHydration: 0,
  hydrationProducts: 0,
  hydrationCategory: 0,
  keystrokeMs: 0,
  firstClearMs: 0,
  clearMs: 0,
  performance: 0,
  tbt: 0,
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
export const ms = (value: number) => `${Math.round(value)} ms`

/** The budgets of issue 29 for the largest size against the baseline (the first size). */
export function budgetMisses(base: Row, top: Row): string[] {
  const misses: string[] = []
  if (top.hydrationProducts > 3 * base.hydrationProducts)
    misses.push(`hydration of /products grew more than 3× (${ms(base.hydrationProducts)} → ${ms(top.hydrationProducts)})`)
  if (top.performance < 98) misses.push(`Lighthouse performance ${top.performance} < 98 on /products at ${top.size}`)
  if (top.tbt > 100) misses.push(`TBT ${ms(top.tbt)} > 100 ms on /products at ${top.size}`)
  if (top.htmlProducts > 100 * 1024) misses.push(`/products HTML ${kb(top.htmlProducts)} > 100 KB gzip at ${top.size}`)
  if (top.keystrokeMs > 50) misses.push(`a search keystroke takes ${ms(top.keystrokeMs)} > 50 ms at ${top.size}`)
  const [baseBuild, topBuild] = [buildSeconds(base), buildSeconds(top)]
  if (topBuild > 4 * baseBuild) misses.push(`build grew more than 4× (${baseBuild.toFixed(0)} s → ${topBuild.toFixed(0)} s; lake-scale's budget)`)
  if (top.writeMs > 2 * base.writeMs) misses.push(`a lake write grew more than 2× (${ms(base.writeMs)} → ${ms(top.writeMs)}; lake-scale's budget)`)
  return misses
}

export function table(rows: Row[], runs: number, now = new Date()): string {
  const builds = Math.max(...rows.map((r) => r.buildsS.length))
  const line = (label: string, cell: (r: Row) => string) => `| ${label} | ${rows.map(cell).join(' | ')} |`
  const misses = rows.length > 1 ? budgetMisses(rows[0]!, rows.at(-1)!) : []
  return [
    SECTION,
    '',
    `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores shared with other work: timings are indicative, bytes exact (gzip -9).`,
    `Main-thread time is DevTools' TaskDuration from navigation until hydrated, the refresh answered and 0.5 s quiet (desktop, no throttling, Playwright);`,
    `a keystroke is Event Timing's keydown-to-next-paint, as INP measures it (median of typing "${SEARCH_WORD}"), clearing is select-all + Backspace, the first and the median of ${CLEARINGS}; Lighthouse is mobile, one core kept busy, median of ${runs} after a warm-up.`,
    '',
    `| products | ${rows.map((r) => r.size.toLocaleString('en')).join(' | ')} |`,
    `|---|${rows.map(() => '---').join('|')}|`,
    line('/products main thread until hydrated', (r) => ms(r.hydrationProducts)),
    line(`${CATEGORY_PAGE} main thread until hydrated`, (r) => ms(r.hydrationCategory)),
    line('Lighthouse performance /products (busy)', (r) => String(r.performance)),
    line('TBT /products (busy)', (r) => ms(r.tbt)),
    line('/products HTML (gzip)', (r) => kb(r.htmlProducts)),
    line(`${CATEGORY_PAGE} HTML (gzip)`, (r) => kb(r.htmlCategory)),
    line('/products elements', (r) => String(r.elements)),
    line('content JSON fetched by /products after hydration (gzip)', (r) => kb(r.jsonAfterHydration)),
    line('search keystroke', (r) => ms(r.keystrokeMs)),
    line('clearing the search: first, median', (r) => `${ms(r.firstClearMs)}, ${ms(r.clearMs)}`),
    line(builds > 1 ? `build (median of ${builds})` : 'build', buildCell),
    line('lake write (one patch, median)', (r) => ms(r.writeMs)),
    '',
    rows.length < 2
      ? '- One size: the budgets compare the largest size with the first, so none is judged.'
      : misses.length
        ? misses.map((m) => `- Over budget: ${m}`).join('\n')
        : '- Every budget met (largest size against the first).',
    '',
  ].join('\n')
}

/** Replaces this benchmark's section of `file` (up to the next `## `, a blank line kept before it), or appends it. */
export async function writeSection(file: string, section: string): Promise<void> {
  const text = await readFile(file, 'utf8')
  const start = text.indexOf(SECTION)
  if (start < 0) return writeFile(file, `${text.trimEnd()}\n\n${section}`)
  const next = text.indexOf('\n## ', start + SECTION.length)
  await writeFile(file, `${text.slice(0, start)}${section.trimEnd()}\n${next < 0 ? '' : `\n${text.slice(next + 1)}`}`)
}

/** A size's build time: the median of its builds, as one build on a shared machine is one draw. */
export function buildSeconds(row: Row): number {
  return median(row.buildsS)
}

/** The build's median, with the range when the size was built more than once: 20 s (19–22). */
function buildCell(row: Row): string {
  const seconds = (s: number) => s.toFixed(0)
  if (row.buildsS.length < 2) return `${seconds(buildSeconds(row))} s`
  return `${seconds(buildSeconds(row))} s (${seconds(Math.min(...row.buildsS))}–${seconds(Math.max(...row.buildsS))})`
}
