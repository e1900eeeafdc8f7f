/**
 * `npm test`: every check, in order of cost: types, lint, unit tests, the Studio build, and the
 * browser tests. Ends with one summary line ("tests: N passed, M failed").
 */
import { spawn } from 'node:child_process'
import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { runCli } from '../services/shared/cli.ts'
import { browserFailures, unitFailures, type PlaywrightSuite, type VitestReport } from './lib/test-report.ts'

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
  // Reports of an earlier run must never be counted as this run's.
  await rm(reports, { recursive: true, force: true })
  await mkdir(reports, { recursive: true })
  const results: [string, boolean][] = []
  results.push(['typecheck', await run('types', ['run', 'typecheck'])])
  results.push(['lint', await run('lint', ['run', 'lint'])])
  results.push([
    'unit',
    await run('unit tests', ['run', 'test:unit', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'unit.json')}`]),
  ])
  results.push(['studio build', await run('Studio build', ['run', 'studio:build'])])
  results.push(['browser', await run('browser tests', ['run', 'test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') })])
  // The optional community blog source, switched on: a build of its own against a loopback
  // forum, on ports and a build directory of its own; only the blog's tests concern it.
  results.push([
    'community browser',
    await run('browser tests with the community blog source', ['run', 'test:e2e', '--', 'blog.spec.ts'], {
      E2E_COMMUNITY_BLOG: '1',
      BUILD_DIR: 'build-community',
      LAKE_PORT: '4980',
      MAIL_PORT: '4981',
      PORT: '4982',
      COMMUNITY_PORT: '4983',
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e-community.json'),
    }),
  ])
  results.push([
    'studio browser',
    await run('Studio browser tests', ['run', 'test:e2e:studio'], { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e-studio.json') }),
  ])

  type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number }; suites?: PlaywrightSuite[] }
  const unit = await readJson<{ numPassedTests: number; numFailedTests: number }>(path.join(reports, 'unit.json'))
  const suites = await Promise.all(['e2e.json', 'e2e-community.json', 'e2e-studio.json'].map((name) => readJson<PlaywrightReport>(path.join(reports, name))))
  const e2e = {
    stats: {
      expected: suites.reduce((n, s) => n + (s?.stats.expected ?? 0) + (s?.stats.flaky ?? 0), 0),
      unexpected: suites.reduce((n, s) => n + (s?.stats.unexpected ?? 0), 0),
      flaky: 0,
    },
  }
  const passed = (unit?.numPassedTests ?? 0) + e2e.stats.expected
  const failedSteps = results.filter(([, ok]) => !ok).map(([name]) => name)
  // A failed step that is not a test suite (types, lint, Studio build) counts as one failure.
  const failedChecks = results.filter(([name, ok]) => !ok && !['unit', 'browser', 'community browser', 'studio browser'].includes(name)).length
  const failed = (unit?.numFailedTests ?? 0) + e2e.stats.unexpected + failedChecks
  console.log('')
  for (const [name, ok] of results) console.log(`${ok ? '✔' : '✘'} ${name}`)
  console.log(`unit: ${unit?.numPassedTests ?? 0} passed, ${unit?.numFailedTests ?? 0} failed`)
  console.log(`browser: ${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed`)
  // Name every failure again at the end: CI logs are often cut, and the summary is what remains.
  const failures = [
    ...unitFailures(root, await readJson<VitestReport>(path.join(reports, 'unit.json'))),
    ...suites.flatMap((suite) => browserFailures(suite?.suites ?? [])),
  ]
  for (const { kind, text } of failures) console.log(`${kind} ${text}`)
  console.log(`tests: ${passed} passed, ${failed} failed`)
  if (failedSteps.length > 0) {
    console.error(`Failed: ${failedSteps.join(', ')}`)
    process.exit(1)
  }
})
