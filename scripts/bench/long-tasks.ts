/**
 * `npm run bench:tasks`: long main-thread tasks after first paint on a phone-sized page with a 4x
 * slower CPU, 7 loads per page in fresh browser contexts, median; writes reports/long-tasks.md,
 * prints it, and exits 1 when a page's median longest task after first paint is over 50 ms.
 *   npm run bench:tasks                                   build and serve locally (embedded services)
 *   npm run bench:tasks -- --base-url https://shop.example   measure a deployment
 *   npm run bench:tasks -- --runs 11 --skip-build
 *   npm run bench:tasks -- --page /b2b                 only these pages (repeatable; default / and /products)
 *   npm run bench:tasks -- --warmup 0                  no unrecorded warm-up load first (default 1)
 *   npm run bench:tasks -- --busy                      keep one core loaded during every load
 *   npm run bench:tasks -- --runtime-domain            with the DevTools `Runtime` domain on, as
 *                                                      Playwright and Lighthouse drive a page
 *
 * Chromium is driven over a bare DevTools-protocol pipe (bare-chromium.ts), not through Playwright:
 * Playwright enables the `Runtime` domain, and with it V8 reparses React DOM on the main thread for
 * source positions, a cost of the measurement that no visitor's browser pays.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { runCli, UserError } from '../../services/shared/cli.ts'
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium.ts'
import { launchBareChromium, type BareChromium } from './bare-chromium.ts'
import { startBusyCore, type BusyCore } from './busy.ts'
import { startLocalSite, type LocalSite } from './local-site.ts'
import { budgetMisses, markdownReport, summarisePage, type FrameScript, type LoadTrace, type PageSummary } from './long-tasks-report.ts'

const CPU_SLOWDOWN = 4
/** The main thread counts as settled after this long without a long task (and after data-hydrated). */
const QUIET_MS = 2000
/** Read the load anyway when it has not settled this long after data-hydrated. */
const SETTLE_CAP_MS = 20_000
const HYDRATED_TIMEOUT_MS = 60_000

/** What the in-page recorder keeps on `window.__longTasks`. */
interface Recorder extends Omit<LoadTrace, 'settled' | 'style'> {
  lastTaskEnd: number
}

declare global {
  interface Window {
    __longTasks?: Recorder
  }
}

/**
 * Runs in the page before any of its scripts (sent as its source text: no imports, no closures).
 * Long-animation-frame entries are not in TypeScript's DOM types yet, hence the local shape.
 */
function recordLongTasks(): void {
  const rec: Recorder = { fcp: -1, hydrated: -1, tasks: [], frames: [], lastTaskEnd: 0 }
  window.__longTasks = rec
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') rec.fcp = e.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      rec.tasks.push({ start: e.startTime, duration: e.duration })
      rec.lastTaskEnd = Math.max(rec.lastTaskEnd, e.startTime + e.duration)
    }
  }).observe({ type: 'longtask', buffered: true })
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { scripts: FrameScript[] })[]) {
        const scripts = e.scripts.map((s) => ({
          sourceURL: s.sourceURL,
          sourceFunctionName: s.sourceFunctionName,
          invoker: s.invoker,
          invokerType: s.invokerType,
          duration: s.duration,
        }))
        rec.frames.push({ start: e.startTime, duration: e.duration, scripts })
      }
    }).observe({ type: 'long-animation-frame', buffered: true })
  }
  // The document has no <html> element yet when this runs: watch the whole document for the flag.
  new MutationObserver(() => {
    if (rec.hydrated < 0 && document.documentElement?.dataset.hydrated === 'true') rec.hydrated = performance.now()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
}

/** What the page's recorder holds, read as JSON (no Runtime domain needed for `Runtime.evaluate`). */
async function readRecorder(browser: BareChromium, sessionId: string): Promise<(Recorder & { now: number }) | null> {
  const { result } = await browser.send<{ result: { value?: string } }>(
    'Runtime.evaluate',
    { expression: 'JSON.stringify(window.__longTasks ? { ...window.__longTasks, now: performance.now() } : null)', returnByValue: true },
    sessionId,
  )
  return result.value ? (JSON.parse(result.value) as (Recorder & { now: number }) | null) : null
}

/** Polls `read` every 250 ms until `done` says so; null when `timeoutMs` passed first. */
async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T | null> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() >= deadline) return null
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** One load in a fresh context (empty cache and storage, as a first visit), the CPU slowed from the start. */
async function measureLoad(browser: BareChromium, url: string, runtimeDomain: boolean): Promise<LoadTrace> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext')
  try {
    const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId })
    const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true })
    const page = (method: string, params?: Record<string, unknown>) => browser.send(method, params, sessionId)
    await page('Page.enable')
    if (runtimeDomain) await page('Runtime.enable')
    await page('Emulation.setDeviceMetricsOverride', { width: 375, height: 740, deviceScaleFactor: 2, mobile: true })
    await page('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
    await page('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page('Page.addScriptToEvaluateOnNewDocument', { source: `(${recordLongTasks.toString()})()` })
    // Chromium's own counters: style recalculation is no task of its own, and a page that restyles as it hydrates shows here.
    await page('Performance.enable')
    let stopListening = () => {}
    const loaded = new Promise<void>((resolve) => {
      stopListening = browser.onEvent((event) => {
        if (event.sessionId === sessionId && event.method === 'Page.loadEventFired') resolve()
      })
    })
    const navigation = await page('Page.navigate', { url })
    if (typeof navigation.errorText === 'string') throw new UserError(`${url}: the page did not load (${navigation.errorText})`)
    const timedOut = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), HYDRATED_TIMEOUT_MS).unref())
    const load = await Promise.race([loaded.then(() => 'loaded' as const), timedOut])
    stopListening()
    if (load === 'timeout') throw new UserError(`${url}: no load event within ${HYDRATED_TIMEOUT_MS / 1000} s`)
    const read = () => readRecorder(browser, sessionId)
    const hydrated = await pollUntil(read, (rec) => (rec?.hydrated ?? -1) >= 0, HYDRATED_TIMEOUT_MS)
    if (!hydrated) throw new UserError(`${url}: <html data-hydrated="true"> not set within ${HYDRATED_TIMEOUT_MS / 1000} s`)
    const quiet = (rec: (Recorder & { now: number }) | null) => rec !== null && rec.now - Math.max(rec.hydrated, rec.lastTaskEnd) >= QUIET_MS
    const settledRec = await pollUntil(read, quiet, SETTLE_CAP_MS)
    const rec = settledRec ?? (await read())
    if (!rec) throw new UserError(`${url}: the page's long-task recorder did not run`)
    if (rec.fcp < 0) throw new UserError(`${url}: the page reported no first-contentful-paint`)
    const { metrics } = (await page('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0
    const style = { ms: metric('RecalcStyleDuration') * 1000, count: metric('RecalcStyleCount') }
    return { fcp: rec.fcp, hydrated: rec.hydrated, tasks: rec.tasks, frames: rec.frames, settled: settledRec !== null, style }
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined)
  }
}

runCli(async () => {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      runs: { type: 'string', default: '7' },
      busy: { type: 'boolean', default: false },
      'runtime-domain': { type: 'boolean', default: false },
      warmup: { type: 'string', default: '1' },
      out: { type: 'string', default: 'reports/long-tasks.md' },
      'skip-build': { type: 'boolean', default: false },
      page: { type: 'string', multiple: true },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new UserError('--runs must be a whole number of at least 1')
  const warmup = Number(values.warmup)
  if (!Number.isInteger(warmup) || warmup < 0) throw new UserError('--warmup must be a whole number (0 for none)')
  const paths = values.page?.length ? values.page : ['/', '/products']
  const wrong = paths.filter((p) => !p.startsWith('/'))
  if (wrong.length > 0) throw new UserError(`--page takes a path starting with /, not ${wrong.join(', ')}`)
  let local: LocalSite | null = null
  let baseUrl = values['base-url']?.replace(/\/+$/, '')
  if (!baseUrl) {
    local = await startLocalSite(console.log, values['skip-build'])
    baseUrl = local.url
  }
  let browser: BareChromium | null = null
  let busy: BusyCore | null = null
  try {
    browser = await launchBareChromium(findChromium(), CHROMIUM_ARGS)
    // Started after the build and the servers are up, so only the measured loads share the machine with it.
    if (values.busy) {
      busy = await startBusyCore(7200)
      console.log('Busy machine: one core is kept loaded until the bench ends.')
    }
    // A fresh Chromium's first load pays for the browser's own start-up, which no visitor's tab does.
    for (let i = 0; i < warmup; i++) {
      await measureLoad(browser, `${baseUrl}${paths[0]}`, values['runtime-domain'])
      console.log(`warm-up ${i + 1}/${warmup} (${paths[0]}, not recorded)`)
    }
    const loadBefore = os.loadavg()[0] as number
    const pages: PageSummary[] = []
    let frames = false
    for (const p of paths) {
      const traces: LoadTrace[] = []
      for (let i = 0; i < runs; i++) {
        const trace = await measureLoad(browser, `${baseUrl}${p}`, values['runtime-domain'])
        traces.push(trace)
        frames ||= trace.frames.length > 0
        const one = summarisePage(p, [trace])
        console.log(
          `${p} load ${i + 1}/${runs}: FCP ${Math.round(trace.fcp)} ms, hydrated ${Math.round(trace.hydrated)} ms, longest after FCP ${Math.round(one.longest.median)} ms, TBT ${Math.round(one.tbt.median)} ms${trace.settled ? '' : ' (still busy at the cap)'}`,
        )
      }
      pages.push(summarisePage(p, traces))
    }
    const report = markdownReport(pages, {
      baseUrl,
      date: new Date(),
      browser: browser.version.replace('/', ' '),
      loads: runs,
      cpuSlowdown: CPU_SLOWDOWN,
      quietMs: QUIET_MS,
      busy: values.busy,
      runtimeDomain: values['runtime-domain'],
      frames,
      load: { before: loadBefore, after: os.loadavg()[0] as number, cores: os.availableParallelism() },
    })
    await mkdir(path.dirname(path.resolve(values.out)), { recursive: true })
    await writeFile(values.out, report)
    console.log(`\n${report}\nWritten to ${values.out}`)
    const misses = pages.flatMap(budgetMisses)
    for (const miss of misses) console.log(`Budget missed: ${miss}`)
    if (misses.length > 0) process.exitCode = 1
  } finally {
    await busy?.stop()
    await browser?.close()
    await local?.close()
  }
})
