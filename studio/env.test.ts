import { describe, expect, it } from 'vitest'
import { studioApiConfig } from './env.ts'

describe('studioApiConfig', () => {
  it('defaults to the embedded project and the production dataset', () => {
    expect(studioApiConfig({})).toEqual({ projectId: 'embedded', dataset: 'production', apiHost: undefined })
  })

  it('prefers the SANITY_STUDIO_ names, then the tooling names', () => {
    expect(studioApiConfig({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' })).toMatchObject({ projectId: 'abc123', dataset: 'staging' })
    expect(studioApiConfig({ SANITY_STUDIO_PROJECT_ID: 'studio1', SANITY_PROJECT_ID: 'abc123' })).toMatchObject({ projectId: 'studio1' })
  })

  it('rejects a malformed project id with a clear message', () => {
    expect(() => studioApiConfig({ SANITY_STUDIO_PROJECT_ID: 'My Project' })).toThrow(/not a valid Sanity project id/)
  })
})
