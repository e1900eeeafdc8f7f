/**
 * `npm test`: every check, in order of cost: types, lint, unit tests, the Studio build, and the
 * browser tests. Ends with one summary line ("tests: N passed, M failed").
 */
import { spawn } from 'node:child_process'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { runCli } from './lib/cli.ts'

const root = path.resolve(import.meta.dirname, '..')
const reports = path.join(root, 'reports')

function run(label: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  console.log(`\n▶ ${label}: npm ${args.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code) => resolve(code === 0))
    child.on('error', () => resolve(false))
  })
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch {
    return null
  }
}

runCli(async () => {
  await mkdir(reports, { recursive: true })
  const results: [string, boolean][] = []
  results.push(['typecheck', await run('types', ['run', 'typecheck'])])
  results.push(['lint', await run('lint', ['run', 'lint'])])
  results.push([
    'unit',
    await run('unit tests', ['run', 'test:unit', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'unit.json')}`]),
  ])
  results.push(['studio build', await run('Studio build', ['run', 'studio:build'])])
  results.push([
    'browser',
    await run('browser tests', ['run', 'test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') }),
  ])

  const unit = await readJson<{ numPassedTests: number; numFailedTests: number }>(path.join(reports, 'unit.json'))
  const e2e = await readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(path.join(reports, 'e2e.json'))
  const passed = (unit?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0)
  const failedSteps = results.filter(([, ok]) => !ok).map(([name]) => name)
  // A failed step that is not a test suite (types, lint, Studio build) counts as one failure.
  const failedChecks = results.filter(([name, ok]) => !ok && name !== 'unit' && name !== 'browser').length
  const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0) + failedChecks
  console.log('')
  for (const [name, ok] of results) console.log(`${ok ? '✔' : '✘'} ${name}`)
  console.log(`unit: ${unit?.numPassedTests ?? 0} passed, ${unit?.numFailedTests ?? 0} failed`)
  console.log(`browser: ${e2e ? e2e.stats.expected + e2e.stats.flaky : 0} passed, ${e2e?.stats.unexpected ?? 0} failed`)
  console.log(`tests: ${passed} passed, ${failed} failed`)
  if (failedSteps.length > 0) {
    console.error(`Failed: ${failedSteps.join(', ')}`)
    process.exit(1)
  }
})
