/**
 * `npm run bench:lake`: how fast the embedded content lake answers the catalogue query
 * (CATALOGUE_CARDS_QUERY, all categories), 10 connections for 10 s; --lake-url measures another lake.
 * `--writes`: the median latency of one write at each of --sizes products (a fresh seeded lake
 * filled with copies of its products; never point it at a lake whose content matters).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { CATALOGUE_CARDS_QUERY } from '../../src/lib/queries.ts'
import { runCli } from '../../services/shared/cli.ts'
import { API_VERSION } from '../../services/shared/config.ts'
import { startLocalLake } from './local-site.ts'
import { failures, loadTable } from './load-report.ts'
import { readToken, writeLatencies, writeTable } from './lake-writes.ts'

runCli(async () => {
  const { values } = parseArgs({
    options: {
      'lake-url': { type: 'string' },
      dataset: { type: 'string', default: 'production' },
      connections: { type: 'string', default: '10' },
      duration: { type: 'string', default: '10' },
      writes: { type: 'boolean', default: false },
      sizes: { type: 'string', default: '56,2000' },
      samples: { type: 'string', default: '20' },
    },
  })
  if (values.writes) return benchWrites(values.sizes, Number(values.samples))
  const local = values['lake-url'] ? null : await startLocalLake(console.log)
  const lakeUrl = (values['lake-url'] ?? local?.url ?? '').replace(/\/+$/, '')
  try {
    const query = new URLSearchParams({ query: CATALOGUE_CARDS_QUERY, $category: 'null', $language: '"en"' })
    const url = `${lakeUrl}/v${API_VERSION}/data/query/${values.dataset}?${query}`
    const check = await fetch(url)
    const body = (await check.json()) as { result?: unknown[] }
    if (!check.ok || !Array.isArray(body.result)) throw new Error(`The catalogue query failed (${check.status}) at ${lakeUrl}`)
    console.log(`Catalogue query: ${body.result.length} products per answer; ${values.duration} s of load…`)
    const result = await autocannon({ url, connections: Number(values.connections), duration: Number(values.duration) })
    const rows = [{ label: 'CATALOGUE_CARDS_QUERY ($category = null, $language = "en")', result }]
    const text = [
      '# Content lake benchmark',
      '',
      `${lakeUrl}, ${new Date().toISOString()}: autocannon, ${values.connections} connections, ${values.duration} s, ${body.result.length} products per answer.`,
      '',
      loadTable(rows),
      '',
      ...failures(rows).map((f) => `- ${f}`),
      '',
    ].join('\n')
    await mkdir('reports', { recursive: true })
    await writeFile('reports/lake.md', text)
    console.log(`\n${text}`)
    if (failures(rows).length > 0) process.exitCode = 1
  } finally {
    await local?.close()
  }
})

async function benchWrites(sizes: string, samples: number): Promise<void> {
  const counts = sizes.split(',').map(Number)
  if (counts.some((n) => !Number.isInteger(n) || n < 1) || !Number.isInteger(samples) || samples < 1) {
    throw new Error(`--sizes takes product counts like 56,2000 and --samples a whole number (got "${sizes}", ${samples})`)
  }
  const local = await startLocalLake(console.log)
  try {
    const rows = await writeLatencies({ lakeUrl: local.url, token: await readToken(local.tokenFile) }, counts, samples)
    const text = [
      '# Content lake writes',
      '',
      `${local.url}, ${new Date().toISOString()}: sequential one-field patches, acknowledged.`,
      '',
      writeTable(rows),
      '',
    ].join('\n')
    await mkdir('reports', { recursive: true })
    await writeFile('reports/lake-writes.md', text)
    console.log(`\n${text}`)
  } finally {
    await local.close()
  }
}
