/**
 * `npm test`: every check, in order of cost: types and lint, unit tests and the Studio build, and the
 * browser tests (the Studio's beside the community blog's). Steps that share nothing run two at a
 * time. Ends with one summary line ("tests: N passed, M failed").
 */
import { spawn } from 'node:child_process'
import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { runCli } from '../services/shared/cli.ts'
import { STUDIO_SUITE_PORTS } from './lib/studio-suite-ports.ts'
import { browserFailures, unitFailures, type PlaywrightSuite, type VitestReport } from './lib/test-report.ts'

const root = path.resolve(import.meta.dirname, '..')
const reports = path.join(root, 'reports')

interface Step {
  label: string
  args: string[]
  env?: NodeJS.ProcessEnv
}

/** Runs one npm command; `held`: its output is printed whole at its end, so it never interleaves with the step beside it. */
function run({ label, args, env = {} }: Step, held = false): Promise<boolean> {
  const started = Date.now()
  const header = `\n▶ ${label}: npm ${args.join(' ')}`
  if (!held) console.log(header)
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    const done = (ok: boolean) => {
      if (held) process.stdout.write(`${header}\n${Buffer.concat(output).toString()}`)
      console.log(`${ok ? '✔' : '✘'} ${label} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
      resolve(ok)
    }
    child.on('exit', (code) => done(code === 0))
    child.on('error', () => done(false))
  })
}

/** Two steps that share nothing, side by side (each is mostly one busy core, or mostly waiting): the first shows its output as it goes. */
function together(shown: Step, held: Step): Promise<[boolean, boolean]> {
  return Promise.all([run(shown), run(held, true)])
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
  // Generated types first: the type check reads them and the lint checks their formatting.
  const generated =
    (await run({ label: 'route types', args: ['exec', '--', 'react-router', 'typegen'] })) &&
    (await run({ label: 'content types', args: ['run', 'typegen', '--silent'] }))
  const [types, lint] = await together({ label: 'types', args: ['exec', '--', 'tsc', '--noEmit'] }, { label: 'lint', args: ['run', 'lint'] })
  results.push(['typecheck', generated && types], ['lint', lint])
  const [unitOk, studioBuild] = await together(
    { label: 'unit tests', args: ['run', 'test:unit', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'unit.json')}`] },
    { label: 'Studio build', args: ['run', 'studio:build'] },
  )
  results.push(['unit', unitOk], ['studio build', studioBuild])
  results.push([
    'browser',
    await run({
      label: 'browser tests',
      args: ['run', 'test:e2e'],
      // Built for the Studio suite's addresses, so that suite reuses this build.
      env: { ...STUDIO_SUITE_PORTS, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    }),
  ])
  // The optional community blog source, switched on: a build of its own against a loopback
  // forum, on ports and a build directory of its own; only the blog's tests concern it.
  // The Studio suite runs beside it: it spends much of its time waiting on the Studio and a release's minute.
  const [studioBrowser, community] = await together(
    {
      label: 'Studio browser tests',
      args: ['run', 'test:e2e:studio'],
      // The site the browser tests were given, built for the same addresses: one site build fewer.
      env: { ...STUDIO_SUITE_PORTS, E2E_SKIP_BUILD: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e-studio.json') },
    },
    {
      label: 'browser tests with the community blog source',
      args: ['run', 'test:e2e', '--', 'blog.spec.ts'],
      env: {
        E2E_COMMUNITY_BLOG: '1',
        BUILD_DIR: 'build-community',
        LAKE_PORT: '4980',
        MAIL_PORT: '4981',
        PORT: '4982',
        COMMUNITY_PORT: '4983',
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e-community.json'),
      },
    },
  )
  results.push(['community browser', community], ['studio browser', studioBrowser])

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
