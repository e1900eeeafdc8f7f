/** The figures of `npm run bench:tasks` (long main-thread tasks after first paint), its budget and its report. */
import { median } from './report.ts'

/** Issue 14: no main-thread task over 50 ms after first paint on / and /products, on a 4x slower CPU. */
export const TASK_BUDGET_MS = 50

/** Milliseconds since navigation start, as the page's PerformanceObserver reads them. */
export interface Task {
  start: number
  duration: number
}

/** One script of a long animation frame (`PerformanceScriptTiming`). */
export interface FrameScript {
  sourceURL: string
  /** The function that ran, when the browser knows its name. */
  sourceFunctionName: string
  /** What called it: an event handler ("MessagePort.onmessage"), a timer, or the script's own URL. */
  invoker: string
  /** "event-listener", "user-callback", "classic-script", "module-script", … */
  invokerType: string
  duration: number
}

/** One long animation frame (`PerformanceLongAnimationFrameTiming`), with the scripts it ran. */
export interface Frame {
  start: number
  duration: number
  scripts: FrameScript[]
}

/** What the page recorded during one load. */
export interface LoadTrace {
  /** first-contentful-paint. */
  fcp: number
  /** When `<html data-hydrated="true">` was set. */
  hydrated: number
  tasks: Task[]
  /** Empty when the browser has no long-animation-frame entries. */
  frames: Frame[]
  /** False when the main thread was still busy at the cap and the load was read anyway. */
  settled: boolean
  /** The main thread's style recalculation over the whole load until it was read: time (ms) and count. */
  style: { ms: number; count: number }
}

export interface LoadFigures {
  fcp: number
  hydrated: number
  /** The longest task after FCP (its part after FCP), 0 when none. */
  longest: number
  /** Total blocking time after FCP: the sum of (duration − 50 ms) over the tasks after FCP. */
  tbt: number
  /** Tasks over 50 ms after FCP. */
  count: number
  /** Style recalculation over the whole load (ms). */
  style: number
}

/** A task's part after FCP, as Lighthouse clips TBT: a task that began before first paint counts from it. */
function afterFcp(task: Task, fcp: number): number {
  return Math.max(0, task.start + task.duration - Math.max(task.start, fcp))
}

export function loadFigures(trace: LoadTrace): LoadFigures {
  const durations = trace.tasks.map((t) => afterFcp(t, trace.fcp)).filter((d) => d > TASK_BUDGET_MS)
  return {
    fcp: trace.fcp,
    hydrated: trace.hydrated,
    longest: Math.max(0, ...durations),
    tbt: durations.reduce((sum, d) => sum + d - TASK_BUDGET_MS, 0),
    count: durations.length,
    style: trace.style.ms,
  }
}

export interface Spread {
  median: number
  min: number
  max: number
}

export function spread(values: number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) }
}

/** One of a page's longest tasks, placed against first paint and hydration so its phase shows. */
export interface TopTask {
  /** 1-based index of the load it came from. */
  load: number
  duration: number
  /** Start relative to FCP (negative: it began before first paint). */
  sinceFcp: number
  /** Start relative to data-hydrated (negative: during hydration; positive: a re-render after it). */
  sinceHydrated: number
  /** The longest scripts of the animation frame it ran in: "path function (invoker, ms)"; null when no frame matched. */
  scripts: string[] | null
}

export interface PageSummary {
  path: string
  loads: number
  /** Loads read at the cap, the main thread never quiet for long. */
  unsettled: number
  fcp: Spread
  hydrated: Spread
  longest: Spread
  tbt: Spread
  count: Spread
  style: Spread
  styleCount: Spread
  top: TopTask[]
}

/** The address without its origin, so a report reads the same for every base URL. */
function shortUrl(url: string): string {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

/** The long animation frame a task ran in (its start within the frame's, a millisecond of rounding allowed). */
function frameOf(frames: Frame[], task: Task): Frame | undefined {
  return frames.find((f) => f.start <= task.start + 1 && task.start < f.start + f.duration)
}

function frameScripts(frame: Frame, limit: number): string[] {
  return [...frame.scripts]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, limit)
    .map((s) => {
      const what = [shortUrl(s.sourceURL) || '(no URL)', s.sourceFunctionName].filter(Boolean).join(' ')
      // A script's own evaluation has its URL as invoker: its type says more.
      const by = s.invoker && s.invoker !== s.sourceURL ? s.invoker : s.invokerType || 'unknown'
      return `${what} (${by}, ${Math.round(s.duration)} ms)`
    })
}

export function summarisePage(path: string, traces: LoadTrace[], topCount = 3): PageSummary {
  const figures = traces.map(loadFigures)
  const top = traces
    .flatMap((trace, i) => trace.tasks.filter((t) => afterFcp(t, trace.fcp) > TASK_BUDGET_MS).map((task) => ({ trace, task, load: i + 1 })))
    .sort((a, b) => afterFcp(b.task, b.trace.fcp) - afterFcp(a.task, a.trace.fcp))
    .slice(0, topCount)
    .map(({ trace, task, load }) => {
      const frame = frameOf(trace.frames, task)
      return {
        load,
        duration: afterFcp(task, trace.fcp),
        sinceFcp: task.start - trace.fcp,
        sinceHydrated: task.start - trace.hydrated,
        scripts: frame ? frameScripts(frame, 2) : null,
      }
    })
  return {
    path,
    loads: traces.length,
    unsettled: traces.filter((t) => !t.settled).length,
    fcp: spread(figures.map((f) => f.fcp)),
    hydrated: spread(figures.map((f) => f.hydrated)),
    longest: spread(figures.map((f) => f.longest)),
    tbt: spread(figures.map((f) => f.tbt)),
    count: spread(figures.map((f) => f.count)),
    style: spread(figures.map((f) => f.style)),
    styleCount: spread(traces.map((t) => t.style.count)),
    top,
  }
}

export function budgetMisses(page: PageSummary): string[] {
  return page.longest.median > TASK_BUDGET_MS
    ? [`${page.path}: median longest task after first paint ${Math.round(page.longest.median)} ms > ${TASK_BUDGET_MS} ms`]
    : []
}

export interface TasksContext {
  baseUrl: string
  date: Date
  browser: string
  loads: number
  cpuSlowdown: number
  quietMs: number
  busy: boolean
  /** Whether the page was driven with the DevTools `Runtime` domain on (`--runtime-domain`). */
  runtimeDomain?: boolean
  /** Whether the browser reported long animation frames (script attribution). */
  frames: boolean
  /** The machine's one-minute load average before and after the loads, and its cores: on a shared machine, how shared. */
  load?: { before: number; after: number; cores: number }
}

function ms(value: number): string {
  return `${Math.round(value)} ms`
}

function signed(value: number): string {
  return `${value < 0 ? '−' : '+'}${Math.round(Math.abs(value))} ms`
}

/** "72 ms (55–90)": the median and the range of single loads, when there was more than one. */
function withRange(s: Spread, format: (v: number) => string = ms): string {
  if (s.min === s.max) return format(s.median)
  return `${format(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})`
}

function topTaskLines(page: PageSummary): string[] {
  if (page.top.length === 0) return [`- **${page.path}**: no task over ${TASK_BUDGET_MS} ms after first paint in any load.`]
  return [
    `- **${page.path}**`,
    ...page.top.map((t) => {
      const where = `  - ${ms(t.duration)} in load ${t.load}: starts ${signed(t.sinceFcp)} from FCP, ${signed(t.sinceHydrated)} from data-hydrated`
      if (!t.scripts) return where
      if (t.scripts.length === 0) return `${where}; its frame ran no script (HTML parsing, style or layout)`
      return `${where}; frame's scripts: ${t.scripts.map((s) => `\`${s}\``).join(', ')}`
    }),
  ]
}

export function tasksTable(pages: PageSummary[]): string {
  const count = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1))
  return [
    '| page | FCP | data-hydrated | longest task after FCP | TBT after FCP | tasks > 50 ms | longest of all loads | style recalculation (whole load) |',
    '|---|---|---|---|---|---|---|---|',
    ...pages.map(
      (p) =>
        `| ${p.path} | ${withRange(p.fcp)} | ${withRange(p.hydrated)} | ${withRange(p.longest)} | ${withRange(p.tbt)} | ${withRange(p.count, count)} | ${ms(p.longest.max)} | ${withRange(p.style)} in ${withRange(p.styleCount, count)} |`,
    ),
  ].join('\n')
}

export function markdownReport(pages: PageSummary[], ctx: TasksContext): string {
  const misses = pages.flatMap(budgetMisses)
  const unsettled = pages.filter((p) => p.unsettled > 0).map((p) => `${p.path} (${p.unsettled} of ${p.loads})`)
  return [
    '# Long tasks after first paint',
    '',
    `${ctx.baseUrl}, ${ctx.date.toISOString()}: ${ctx.browser} driven over a bare DevTools-protocol pipe, ${ctx.cpuSlowdown}x CPU slowdown, 375×740 at 2x, mobile; ${ctx.loads} loads per page, each in a fresh browser context, read by a \`PerformanceObserver\` in the page until the main thread had no long task for ${ctx.quietMs / 1000} s after \`data-hydrated\`. Median of the loads, range of single loads in brackets.`,
    '',
    ctx.busy
      ? '**Busy machine:** one core was kept loaded by a separate process during every load (`--busy`).'
      : "Quiet machine: no load was added (`--busy` keeps one core loaded, as on a shopper's phone).",
    ctx.runtimeDomain
      ? "**With the DevTools `Runtime` domain on** (`--runtime-domain`), as Playwright and Lighthouse drive a page: V8 then collects source positions on the main thread, which no visitor's browser does."
      : "No DevTools `Runtime` domain, as in a visitor's browser (`--runtime-domain` measures with it, as Playwright and Lighthouse drive a page).",
    ...(ctx.load ? [`Load average ${ctx.load.before.toFixed(1)} before the loads and ${ctx.load.after.toFixed(1)} after, on ${ctx.load.cores} cores.`] : []),
    '',
    tasksTable(pages),
    '',
    `Budget: the median longest task after first paint ≤ ${TASK_BUDGET_MS} ms on every page measured (issue 14). A task that began before first paint counts from it, as in Lighthouse's TBT.`,
    ...(unsettled.length > 0 ? ['', `Still busy at the cap, read anyway: ${unsettled.join(', ')}.`] : []),
    '',
    misses.length === 0 ? '**Budget met.**' : ['**Budget missed:**', '', ...misses.map((m) => `- ${m}`)].join('\n'),
    '',
    '## The longest tasks after first paint (all loads)',
    '',
    ctx.frames
      ? "Each with the longest scripts of the long animation frame it ran in (`long-animation-frame` entries: the script's file, what invoked it, its time)."
      : 'This browser reported no long animation frames: no script attribution.',
    '',
    ...pages.flatMap(topTaskLines),
    '',
  ].join('\n')
}
