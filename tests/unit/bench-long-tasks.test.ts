import { describe, expect, it } from 'vitest'
import { budgetMisses, loadFigures, markdownReport, summarisePage, type LoadTrace, type TasksContext } from '../../scripts/bench/long-tasks-report'

const CTX: TasksContext = {
  baseUrl: 'http://127.0.0.1:4873',
  date: new Date('2026-01-01T00:00:00Z'),
  browser: 'Chromium 156.0.0.0',
  loads: 3,
  cpuSlowdown: 4,
  quietMs: 2000,
  busy: false,
  frames: true,
}

function trace(tasks: [number, number][], overrides: Partial<LoadTrace> = {}): LoadTrace {
  return {
    fcp: 1000,
    hydrated: 1500,
    tasks: tasks.map(([start, duration]) => ({ start, duration })),
    frames: [],
    settled: true,
    style: { ms: 40, count: 6 },
    ...overrides,
  }
}

describe('the figures of one load', () => {
  it('counts only what runs after first paint, a task across it from first paint on', () => {
    // Before FCP: ignored. Across FCP (900–1020): 20 ms after it, under 50. After: 80 and 60 ms.
    const f = loadFigures(
      trace([
        [200, 300],
        [900, 120],
        [1200, 80],
        [1600, 60],
      ]),
    )
    expect(f).toEqual({ fcp: 1000, hydrated: 1500, longest: 80, tbt: 30 + 10, count: 2, style: 40 })
    expect(loadFigures(trace([[950, 200]])).longest).toBe(150)
  })

  it('is all zero when no task after first paint is long', () => {
    expect(
      loadFigures(
        trace([
          [100, 400],
          [1200, 50],
        ]),
      ),
    ).toMatchObject({ longest: 0, tbt: 0, count: 0 })
  })
})

describe('the summary of a page', () => {
  const traces = [
    trace([[1100, 70]]),
    trace(
      [
        [1200, 90],
        [2000, 55],
      ],
      {
        frames: [
          {
            start: 1180,
            duration: 120,
            scripts: [
              {
                sourceURL: 'http://127.0.0.1:4873/assets/react-dom-abc.js',
                sourceFunctionName: 'performWorkUntilDeadline',
                invoker: 'MessagePort.onmessage',
                invokerType: 'event-listener',
                duration: 60,
              },
              {
                sourceURL: 'http://127.0.0.1:4873/assets/entry.client-def.js',
                sourceFunctionName: '',
                invoker: 'http://127.0.0.1:4873/assets/entry.client-def.js',
                invokerType: 'module-script',
                duration: 25,
              },
              { sourceURL: '', sourceFunctionName: '', invoker: 'Window.requestAnimationFrame', invokerType: 'user-callback', duration: 5 },
            ],
          },
        ],
      },
    ),
    trace([], { fcp: 800, hydrated: 1300, settled: false, style: { ms: 95, count: 9 } }),
  ]

  it('gives the median and the range of each figure over the loads', () => {
    const page = summarisePage('/', traces)
    expect(page.longest).toEqual({ median: 70, min: 0, max: 90 })
    expect(page.tbt).toEqual({ median: 20, min: 0, max: 45 })
    expect(page.count).toEqual({ median: 1, min: 0, max: 2 })
    expect(page.fcp).toEqual({ median: 1000, min: 800, max: 1000 })
    expect(page.style).toEqual({ median: 40, min: 40, max: 95 })
    expect(page.styleCount).toEqual({ median: 6, min: 6, max: 9 })
    expect(page.unsettled).toBe(1)
  })

  it('places the longest tasks against first paint and hydration, with their frame’s longest scripts', () => {
    const page = summarisePage('/', traces)
    expect(page.top.map((t) => [t.load, t.duration, t.sinceFcp, t.sinceHydrated])).toEqual([
      [2, 90, 200, -300],
      [1, 70, 100, -400],
      [2, 55, 1000, 500],
    ])
    expect(page.top[0]?.scripts).toEqual([
      '/assets/react-dom-abc.js performWorkUntilDeadline (MessagePort.onmessage, 60 ms)',
      '/assets/entry.client-def.js (module-script, 25 ms)',
    ])
    expect(page.top[1]?.scripts).toBeNull()
  })

  it('misses the budget when the median longest task is over 50 ms', () => {
    expect(budgetMisses(summarisePage('/', traces))).toEqual(['/: median longest task after first paint 70 ms > 50 ms'])
    expect(budgetMisses(summarisePage('/products', [trace([[1200, 50]]), trace([[1200, 300]]), trace([])]))).toEqual([])
  })
})

describe('the long-task report', () => {
  it('writes a row per page with ranges, the budget, and the longest tasks', () => {
    const md = markdownReport([summarisePage('/', [trace([[1100, 70]]), trace([[1200, 90]]), trace([])]), summarisePage('/products', [trace([])])], CTX)
    expect(md).toContain('| / | 1000 ms | 1500 ms | 70 ms (0–90) | 20 ms (0–40) | 1 (0–1) | 90 ms | 40 ms in 6 |')
    expect(md).toContain('| /products | 1000 ms | 1500 ms | 0 ms | 0 ms | 0 | 0 ms | 40 ms in 6 |')
    expect(md).toContain('Chromium 156.0.0.0')
    expect(md).toContain('4x CPU slowdown')
    expect(md).toContain('Quiet machine')
    expect(md).toContain('≤ 50 ms')
    expect(md).toContain('- /: median longest task after first paint 70 ms > 50 ms')
    expect(md).toContain('  - 90 ms in load 2: starts +200 ms from FCP, −300 ms from data-hydrated')
    expect(md).toContain('- **/products**: no task over 50 ms after first paint in any load.')
  })

  it('names the scripts of the frame a long task ran in, or says that it ran none', () => {
    const frames = [{ start: 1190, duration: 100, scripts: [] }]
    const page = summarisePage('/', [
      trace(
        [
          [1200, 80],
          [3000, 60],
        ],
        { frames },
      ),
    ])
    const md = markdownReport([page], CTX)
    expect(md).toContain('  - 80 ms in load 1: starts +200 ms from FCP, −300 ms from data-hydrated; its frame ran no script (HTML parsing, style or layout)')
    expect(md).toContain('  - 60 ms in load 1: starts +2000 ms from FCP, +1500 ms from data-hydrated\n')
  })

  it('says when it ran busy, when the budget is met, and when loads never settled', () => {
    const md = markdownReport([summarisePage('/', [trace([], { settled: false })])], {
      ...CTX,
      busy: true,
      frames: false,
      load: { before: 1.25, after: 3, cores: 2 },
    })
    expect(md).toContain('**Busy machine:**')
    expect(md).toContain('**Budget met.**')
    expect(md).toContain('Load average 1.3 before the loads and 3.0 after, on 2 cores.')
    expect(md).toContain('Still busy at the cap, read anyway: / (1 of 1).')
    expect(md).toContain('no script attribution')
  })

  it("says whether the page ran as in a visitor's browser or with the DevTools Runtime domain on", () => {
    const page = [summarisePage('/', [trace([])])]
    expect(markdownReport(page, CTX)).toContain("No DevTools `Runtime` domain, as in a visitor's browser")
    const withDomain = markdownReport(page, { ...CTX, runtimeDomain: true })
    expect(withDomain).toContain('**With the DevTools `Runtime` domain on** (`--runtime-domain`)')
    expect(withDomain).not.toContain("as in a visitor's browser")
  })
})
