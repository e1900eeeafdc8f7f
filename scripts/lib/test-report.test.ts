import { describe, expect, it } from 'vitest'
import { browserFailures, firstLine, unitFailures, type PlaywrightSuite } from './test-report.ts'

const result = (status: string, message?: string) => ({ status, ...(message ? { error: { message } } : {}) })

/** The shape Playwright's JSON reporter writes: files, nested describes, specs, tests, results. */
const suites: PlaywrightSuite[] = [
  {
    title: 'a11y.spec.ts',
    file: 'a11y.spec.ts',
    specs: [
      {
        title: 'keyboard only',
        line: 48,
        tests: [{ status: 'unexpected', results: [result('timedOut', '\u001b[31mTest timeout of 30000ms exceeded.\u001b[39m\n  at x')] }],
      },
      { title: 'passes', line: 90, tests: [{ status: 'expected', results: [result('passed')] }] },
    ],
    suites: [
      {
        title: 'axe finds no violations',
        file: 'a11y.spec.ts',
        specs: [{ title: 'on /cart', line: 17, tests: [{ status: 'flaky', results: [result('failed', '\n\nexpected [] to equal [x]'), result('passed')] }] }],
      },
    ],
  },
  { title: 'blog.spec.ts', file: 'blog.spec.ts', specs: [{ title: 'skipped one', line: 3, tests: [{ status: 'skipped', results: [] }] }] },
]

describe('the closing summary of npm test', () => {
  it('names failed and flaky browser tests with file, line and the first line of the error, without colours', () => {
    expect(browserFailures(suites)).toEqual([
      { kind: 'FAILED', text: 'a11y.spec.ts:48 › keyboard only: Test timeout of 30000ms exceeded.' },
      { kind: 'FLAKY', text: 'a11y.spec.ts:17 › on /cart: expected [] to equal [x]' },
    ])
  })

  it('names failed unit tests by file relative to the project', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/lib/format.test.ts',
          assertionResults: [
            { fullName: 'formats rupees', status: 'passed' },
            { fullName: 'formats dollars', status: 'failed', failureMessages: ['AssertionError: expected 1 to be 2\n    at …'] },
          ],
        },
      ],
    }
    expect(unitFailures('/repo', report)).toEqual([{ kind: 'FAILED', text: 'src/lib/format.test.ts › formats dollars: AssertionError: expected 1 to be 2' }])
    expect(unitFailures('/repo', null)).toEqual([])
  })

  it('keeps a long message to one line of at most 300 characters', () => {
    expect(firstLine(`${'x'.repeat(400)}\nsecond`)).toHaveLength(300)
    expect(firstLine(undefined)).toBe('')
  })
})
