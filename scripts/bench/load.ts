/**
 * `npm run bench:load`: autocannon, 50 connections for 20 s each on / and /products of the
 * local server (built and served like `npm run bench`, or --base-url). Prints requests per second,
 * p50/p99 latency, errors and non-2xx answers; exits 1 on any error or non-2xx answer.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { runCli, UserError } from '../../services/shared/cli.ts'
import { startLocalSite, type LocalSite } from './local-site.ts'
import { failures, loadTable, type LoadRow } from './load-report.ts'

runCli(async () => {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      connections: { type: 'string', default: '50' },
      duration: { type: 'string', default: '20' },
      'skip-build': { type: 'boolean', default: false },
    },
  })
  const connections = Number(values.connections)
  const duration = Number(values.duration)
  if (!(connections > 0 && duration > 0)) throw new UserError('--connections and --duration must be positive numbers')
  let local: LocalSite | null = null
  let baseUrl = values['base-url']?.replace(/\/+$/, '')
  if (!baseUrl) {
    local = await startLocalSite(console.log, values['skip-build'])
    baseUrl = local.url
  }
  try {
    const rows: LoadRow[] = []
    for (const path of ['/', '/products']) {
      console.log(`${baseUrl}${path}: ${connections} connections for ${duration} s…`)
      // As a browser asks: compressed, so the server's compression is part of what is measured.
      const result = await autocannon({ url: `${baseUrl}${path}`, connections, duration, headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } })
      rows.push({ label: path, result })
    }
    const table = loadTable(rows)
    const problems = failures(rows)
    const text = [
      `# Load benchmark`,
      '',
      `${baseUrl}, ${new Date().toISOString()}: autocannon, ${connections} connections, ${duration} s per page.`,
      '',
      table,
      '',
      problems.length ? problems.map((p) => `- ${p}`).join('\n') : 'No errors, no non-2xx answers.',
      '',
    ].join('\n')
    await mkdir('reports', { recursive: true })
    await writeFile('reports/load.md', text)
    console.log(`\n${text}`)
    if (problems.length > 0) process.exitCode = 1
  } finally {
    await local?.close()
  }
})
