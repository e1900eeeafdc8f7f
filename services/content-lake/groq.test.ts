import { describe, expect, it } from 'vitest'
import { LakeError } from './errors.ts'
import { runGroq } from './groq.ts'

const CONTEXT = { projectId: 'test', dataset: 'production' }

// Every other query is compared with groq-js's asynchronous evaluator in query-index.test.ts and content-query.test.ts.
describe('evaluation', () => {
  it('answers a query the synchronous evaluator cannot run (diff::) as the asynchronous one does', async () => {
    expect(await runGroq([], 'diff::changedAny({"a": 1}, {"a": 2}, (a))', {}, CONTEXT)).toBe(true)
    expect(await runGroq([], 'diff::changedAny({"a": 1, "b": 1}, {"a": 1, "b": 2}, (a))', {}, CONTEXT)).toBe(false)
  })

  it('reports a query that fails with the evaluator’s message, as a 400', async () => {
    const failure = await runGroq([], 'geo::latLng(1, 2)', {}, CONTEXT).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(LakeError)
    expect(failure).toMatchObject({ status: 400, type: 'queryExecutionError', message: 'not implemented' })
  })
})
