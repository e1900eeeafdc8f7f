/** Reads the test reports `npm test` writes and names what failed, for the closing summary. */
import path from 'node:path'

export type VitestReport = { testResults?: { name: string; assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[] }[] }
export type PlaywrightSuite = {
  title: string
  file?: string
  suites?: PlaywrightSuite[]
  specs?: { title: string; line?: number; tests: { status: string; results: { status: string; error?: { message?: string } }[] }[] }[]
}

/** The first meaningful line of an error message, without terminal colours. */
export function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '')
  return (
    plain
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean)
      ?.slice(0, 300) ?? ''
  )
}

/** A test that failed, or (on CI) failed once and passed on its retry. */
export interface Failure {
  kind: 'FAILED' | 'FLAKY'
  text: string
}

export function unitFailures(root: string, report: VitestReport | null): Failure[] {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({ kind: 'FAILED' as const, text: `${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}` })),
  )
}

export function browserFailures(suites: PlaywrightSuite[], file = ''): Failure[] {
  return suites.flatMap((suite) => {
    const where = suite.file ?? file
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => {
          const error = test.results.find((result) => result.error)?.error
          return {
            kind: test.status === 'flaky' ? ('FLAKY' as const) : ('FAILED' as const),
            text: `${where}:${spec.line ?? 0} › ${spec.title}: ${firstLine(error?.message)}`,
          }
        }),
    )
    return [...own, ...browserFailures(suite.suites ?? [], where)]
  })
}
