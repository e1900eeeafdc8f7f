/** Autocannon results as one Markdown table (both load benches print it). */
import type { Result } from 'autocannon'

export interface LoadRow {
  label: string
  result: Result
}

export function loadTable(rows: LoadRow[]): string {
  return [
    '| target | requests/s | p50 | p99 | max | errors | timeouts | non-2xx |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ label, result: r }) =>
        `| ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.latency.max} ms | ${r.errors} | ${r.timeouts} | ${r.non2xx} |`,
    ),
  ].join('\n')
}

export function failures(rows: LoadRow[]): string[] {
  return rows.flatMap(({ label, result: r }) => {
    const bad = r.errors + r.timeouts + r.non2xx
    return bad > 0 ? [`${label}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx answers`] : []
  })
}
