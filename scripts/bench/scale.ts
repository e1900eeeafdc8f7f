/**
 * `npm run bench:scale`: the catalogue at several sizes, side by side, in one run. For each size
 * a throw-away lake is seeded and filled with copies of the seed (fill-catalogue.ts), the site is
 * built and served, and the same measurements are taken; the table goes to docs/benchmarks.md
 * (its own section) and the budgets are checked for the largest size against the smallest.
 *   npm run bench:scale                          56 and 2,000 products
 *   npm run bench:scale -- --sizes 56,500,2000   other sizes (the first is the baseline)
 *   npm run bench:scale -- --runs 3              builds and Lighthouse runs per size (medians; default 1)
 *   npm run bench:scale -- --no-write            print the table only
 *   npm run bench:scale -- --search-only         build and time the search keystroke only (prints, never writes)
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import { runCli, UserError } from '../../services/shared/cli.ts'
import { toolConfig } from '../../services/shared/config.ts'
import { serveBuiltSite } from '../../services/static-site/site.ts'
import { buildSite } from '../build/build-site.ts'
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium.ts'
import { lakeWriteClient, startEmbeddedLake } from '../lib/services.ts'
import { startBusyCore } from './busy.ts'
import { fillCatalogue } from './fill-catalogue.ts'
import { runOnce } from './lighthouse-run.ts'
import { median } from './report.ts'
import { budgetMisses, CATEGORY_PAGE, CLEARINGS, ms, NOTHING, SEARCH_WORD, table, writeSection, type Row } from './scale-report.ts'

const WRITES = 7

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length

/** Median of single-document writes (a price change), as an editor publishes one. */
async function writeLatency(client: ReturnType<typeof lakeWriteClient>): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < WRITES; i++) {
    const started = performance.now()
    await client
      .patch('product-1')
      .set({ price: 100 + i })
      .commit()
    times.push(performance.now() - started)
  }
  return median(times)
}

/** Main-thread time (DevTools' TaskDuration) from navigation until hydrated, its refresh answered and the page quiet; and the content bytes fetched meanwhile. */
async function loadPage(browser: Browser, url: string): Promise<{ busyMs: number; jsonBytes: number; elements: number }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const bodies: Promise<Buffer>[] = []
  page.on('response', (res) => {
    if (res.url().includes('/data/query/')) bodies.push(res.body().catch(() => Buffer.alloc(0)))
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  await page.goto(url)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 300_000 })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  const { metrics } = await cdp.send('Performance.getMetrics')
  const busyMs = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length)
  const jsonBytes = (await Promise.all(bodies)).reduce((sum, body) => sum + gz(body), 0)
  await context.close()
  return { busyMs, jsonBytes, elements }
}

/**
 * A keystroke's latency as Chrome's Event Timing reports it (what INP measures): from the key's event to the
 * next paint after its handlers, the longest entry of the interaction. Entries start at 16 ms, Event Timing's
 * least threshold, so a keystroke without one counts as 16 ms. Each keystroke is checked to have shown its results.
 */
async function searchLatency(browser: Browser, url: string): Promise<{ keystrokeMs: number; firstClearMs: number; clearMs: number }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(url)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 300_000 })
  const box = page.getByRole('searchbox', { name: 'Search products' })
  // The first keystroke loads the category's list once; it is not what each keystroke costs.
  await box.fill('x')
  await page.locator('section[aria-busy="false"]').waitFor()
  await box.fill('')
  await page.waitForURL((u) => !u.searchParams.has('q'))
  await page.evaluate(() => {
    const w = window as unknown as { __events: number[] }
    w.__events = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) w.__events.push(e.duration)
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
  })
  /** Waits for the results of `q`, then for the entries of its paint, and returns the longest. */
  const settle = async (q: string) => {
    await page.waitForFunction(
      (expected) => (new URL(location.href).searchParams.get('q') ?? '') === expected && document.querySelector('section[aria-busy="false"]'),
      q,
      { polling: 'raf' },
    )
    return page.evaluate(async () => {
      // Entries are delivered after the paint they end at; two frames and a task are enough for them to arrive.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))
      const w = window as unknown as { __events: number[] }
      const longest = Math.max(16, ...w.__events)
      w.__events = []
      return longest
    })
  }
  const times: number[] = []
  await box.focus()
  for (let i = 1; i <= SEARCH_WORD.length; i++) {
    await page.keyboard.press(SEARCH_WORD[i - 1]!)
    times.push(await settle(SEARCH_WORD.slice(0, i)))
  }
  // One clearing is a single sample on a shared machine: the first (a buyer's usual one) and the median of several, the word typed back in between.
  const clears: number[] = []
  for (let i = 0; i < CLEARINGS; i++) {
    if (i > 0) {
      await box.fill(SEARCH_WORD)
      await settle(SEARCH_WORD)
    }
    await page.keyboard.press('ControlOrMeta+a')
    await settle(SEARCH_WORD)
    await page.keyboard.press('Backspace')
    clears.push(await settle(''))
  }
  await context.close()
  return { keystrokeMs: median(times), firstClearMs: clears[0]!, clearMs: median(clears) }
}

async function lighthouseBusy(url: string, runs: number): Promise<{ performance: number; tbt: number }> {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
  const busy = await startBusyCore(3600)
  try {
    await runOnce(url, chrome.port) // warm-up, not recorded
    const samples = []
    for (let i = 0; i < runs; i++) samples.push((await runOnce(url, chrome.port)).sample)
    return { performance: median(samples.map((s) => s.performance)), tbt: median(samples.map((s) => s.tbt)) }
  } finally {
    await busy.stop()
    chrome.kill()
  }
}

/** What one size measures: everything, or the search keystroke alone (the rest reads 0). */
type Scope = 'all' | 'search'

async function measure(size: number, runs: number, scope: Scope, log: (line: string) => void): Promise<Row> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `storefront-scale-${size}-`))
  process.env.DATA_DIR = dataDir
  process.env.BUILD_DIR = `build-scale-${size}`
  const config = toolConfig()
  const lake = await startEmbeddedLake(config, log)
  try {
    const token = (await readFile(lake.tokenFile, 'utf8')).trim()
    const client = lakeWriteClient(lake.url, token, config.dataset)
    const added = await fillCatalogue({ lakeUrl: lake.url, token, dataset: config.dataset }, size)
    log(`The catalogue holds ${size} products (${added} copies of the seed).`)
    // The build is timed `runs` times, as Lighthouse runs, and judged by the median (scale-report.ts).
    const buildsS: number[] = []
    for (let i = 0; i < runs; i++) {
      const started = performance.now()
      await buildSite(config, log)
      buildsS.push((performance.now() - started) / 1000)
    }
    const site = await serveBuiltSite(config)
    try {
      const html = async (p: string) => gz(await (await fetch(`${site.url}${p}`)).text())
      const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
      try {
        const search = await searchLatency(browser, `${site.url}/products`)
        log(`search keystroke ${ms(search.keystrokeMs)}, clearing ${ms(search.firstClearMs)} the first time, ${ms(search.clearMs)} median`)
        if (scope === 'search') return { ...NOTHING, size, buildsS, ...search }
        const products = await loadPage(browser, `${site.url}/products`)
        const category = await loadPage(browser, `${site.url}${CATEGORY_PAGE}`)
        const lh = await lighthouseBusy(`${site.url}/products`, runs)
        // Last: the pages above were measured as built.
        const writeMs = await writeLatency(client)
        return {
          size,
          buildsS,
          writeMs,
          htmlProducts: await html('/products'),
          htmlCategory: await html(CATEGORY_PAGE),
          elements: products.elements,
          jsonAfterHydration: products.jsonBytes,
          hydrationProducts: products.busyMs,
          hydrationCategory: category.busyMs,
          ...search,
          ...lh,
        }
      } finally {
        await browser.close()
      }
    } finally {
      await site.close()
    }
  } finally {
    await lake.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** Each size in a process of its own: a fresh lake on the same port, and no connection kept from the last one. */
async function measureApart(size: number, runs: number, scope: Scope): Promise<Row> {
  const rowFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'storefront-scale-row-')), 'row.json')
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [import.meta.filename, '--one', String(size), '--runs', String(runs), '--row-file', rowFile, ...(scope === 'search' ? ['--search-only'] : [])],
      { stdio: 'inherit' },
    )
    child.on('error', reject)
    child.on('exit', resolve)
  })
  if (code !== 0) throw new Error(`measuring ${size} products failed (exit ${code})`)
  const row = JSON.parse(await readFile(rowFile, 'utf8')) as Row
  await rm(path.dirname(rowFile), { recursive: true, force: true })
  return row
}

runCli(async () => {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '56,2000' },
      runs: { type: 'string', default: '1' },
      'no-write': { type: 'boolean', default: false },
      'search-only': { type: 'boolean', default: false },
      one: { type: 'string' },
      'row-file': { type: 'string' },
    },
  })
  const scope: Scope = values['search-only'] ? 'search' : 'all'
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new UserError('--runs must be a whole number of at least 1')
  process.env.LAKE_PORT ||= '4790'
  process.env.MAIL_PORT ||= '4791'
  process.env.PORT ||= '4773'
  if (values.one && values['row-file']) {
    await writeFile(values['row-file'], JSON.stringify(await measure(Number(values.one), runs, scope, console.log)))
    return
  }
  const sizes = values.sizes.split(',').map((s) => Number(s.trim()))
  if (sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new UserError(`--sizes takes whole numbers separated by commas, e.g. 56,2000 (not ${values.sizes})`)
  const rows: Row[] = []
  for (const size of sizes) {
    console.log(`\n== ${size} products ==`)
    rows.push(await measureApart(size, runs, scope))
    if (scope === 'search') continue
    // Written after each size, so a long run that is stopped keeps what it measured.
    const section = table(rows, runs)
    console.log(`\n${section}`)
    if (!values['no-write']) await writeSection('docs/benchmarks.md', section)
  }
  if (scope === 'search') {
    for (const r of rows)
      console.log(`${r.size} products: search keystroke ${ms(r.keystrokeMs)}, clearing ${ms(r.firstClearMs)} the first time, ${ms(r.clearMs)} median`)
    if (rows.some((r) => r.keystrokeMs > 50)) process.exitCode = 1
  } else if (rows.length > 1 && budgetMisses(rows[0]!, rows.at(-1)!).length > 0) process.exitCode = 1
})
