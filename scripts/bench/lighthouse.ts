/**
 * `npm run bench`: Lighthouse (mobile preset, simulated throttling) on the pages that matter,
 * 3 runs each, median; writes reports/bench.md, prints it, and exits 1 when a budget is missed.
 *   npm run bench                                  build and serve locally (embedded services)
 *   npm run bench -- --base-url https://shop.example   measure a deployment
 *   npm run bench -- --runs 5 --skip-build
 *   npm run bench -- --lhr-dir reports/lhr       also keep every run's Lighthouse JSON
 *   npm run bench -- --page / --page /products   only these pages (the budget applies to them alone)
 *   npm run bench -- --warmup 0                  no unrecorded warm-up run first (default 1)
 *   npm run bench -- --busy                      keep one core loaded during every run (default 5 runs)
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import { runCli, UserError } from '../../services/shared/cli.ts'
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium.ts'
import { startBusyCore, type BusyCore } from './busy.ts'
import { startLocalSite, type LocalSite } from './local-site.ts'
import { runOnce, type Run } from './lighthouse-run.ts'
import { budgetMisses, markdownReport, median, medianSample, type PageResult } from './report.ts'

/** Lighthouse drives the same Chromium, headless, with the same flags as the browser tests. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/** One product page, found where a search engine finds it: the sitemap. */
async function productPath(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/sitemap.xml`)
  if (!res.ok) throw new UserError(`${baseUrl}/sitemap.xml answered ${res.status}: cannot pick a product page to measure.`)
  // A product page is /products/<slug>; the catalogue's own pages (/products/page/2, …) have more segments.
  const loc = /<loc>([^<]*\/products\/[^/<]+)<\/loc>/.exec(await res.text())?.[1]
  if (!loc) throw new UserError(`${baseUrl}/sitemap.xml lists no product page.`)
  return new URL(loc).pathname
}

function lighthouseVersion(): string {
  return (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version
}

async function keepLhr(dir: string, page: string, index: number, run: Run): Promise<void> {
  await mkdir(dir, { recursive: true })
  const slug = page.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home'
  await writeFile(path.join(dir, `${slug}-${index + 1}.json`), JSON.stringify(run.lhr))
}

runCli(async () => {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      runs: { type: 'string' },
      busy: { type: 'boolean', default: false },
      warmup: { type: 'string', default: '1' },
      out: { type: 'string', default: 'reports/bench.md' },
      'skip-build': { type: 'boolean', default: false },
      'lhr-dir': { type: 'string' },
      page: { type: 'string', multiple: true },
    },
  })
  // A busy machine spreads single runs further: five of them by default, as the budgets are stated.
  const runs = Number(values.runs ?? (values.busy ? '5' : '3'))
  if (!Number.isInteger(runs) || runs < 1) throw new UserError('--runs must be a whole number of at least 1')
  const warmup = Number(values.warmup)
  if (!Number.isInteger(warmup) || warmup < 0) throw new UserError('--warmup must be a whole number (0 for none)')
  let local: LocalSite | null = null
  let baseUrl = values['base-url']?.replace(/\/+$/, '')
  if (!baseUrl) {
    local = await startLocalSite(console.log, values['skip-build'])
    baseUrl = local.url
  }
  const chromePath = findChromium()
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  // Started after the build and the servers are up, so only the measured runs share the machine with it.
  // Its own limit (two hours) is a backstop; the bench stops it in `finally`.
  let busy: BusyCore | null = null
  try {
    if (values.busy) {
      busy = await startBusyCore(7200)
      console.log('Busy machine: one core is kept loaded until the bench ends.')
    }
    const paths = values.page?.length ? values.page : ['/', '/products', await productPath(baseUrl), '/b2b', '/cart', '/blog/health']
    const wrong = paths.filter((p) => !p.startsWith('/'))
    if (wrong.length > 0) throw new UserError(`--page takes a path starting with /, not ${wrong.join(', ')}`)
    const pages: PageResult[] = []
    const speeds: number[] = []
    // A fresh Chromium's first page load pays for the browser's own start-up (its code, its caches),
    // which no visitor's tab does: unrecorded warm-up runs come first (--warmup 0 to skip them).
    for (let i = 0; i < warmup; i++) {
      const run = await runOnce(`${baseUrl}${paths[0]}`, chrome.port)
      console.log(`warm-up ${i + 1}/${warmup} (${paths[0]}, not recorded): performance ${run.sample.performance}`)
    }
    for (const p of paths) {
      const done = []
      for (let i = 0; i < runs; i++) {
        const run = await runOnce(`${baseUrl}${p}`, chrome.port)
        done.push(run)
        if (typeof run.lhr.environment?.benchmarkIndex === 'number') speeds.push(run.lhr.environment.benchmarkIndex)
        if (values['lhr-dir']) await keepLhr(values['lhr-dir'], p, i, run)
        console.log(`${p} run ${i + 1}/${runs}: performance ${run.sample.performance}, LCP ${(run.sample.lcp / 1000).toFixed(2)} s`)
      }
      const median = medianSample(done.map((r) => r.sample))
      // The findings of the run whose score is the median one, so they explain the figures shown.
      const typical = done.find((r) => r.sample.performance === median.performance) ?? done[0]
      pages.push({ path: p, median, runs, notes: typical?.notes ?? [], samples: done.map((r) => r.sample) })
    }
    const browser = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser?: string }
    const report = markdownReport(pages, {
      baseUrl,
      date: new Date(),
      lighthouseVersion: lighthouseVersion(),
      browser: browser.Browser ?? chromePath,
      runs,
      warmup,
      busy: values.busy,
      ...(speeds.length > 0 && { benchmarkIndex: median(speeds) }),
    })
    await mkdir(path.dirname(path.resolve(values.out)), { recursive: true })
    await writeFile(values.out, report)
    console.log(`\n${report}\nWritten to ${values.out}`)
    const misses = pages.flatMap(budgetMisses)
    if (misses.length > 0) process.exitCode = 1
  } finally {
    await busy?.stop()
    chrome.kill()
    await local?.close()
  }
})
