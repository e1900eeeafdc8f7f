import { describe, expect, it } from 'vitest'
import { studioApiConfig, studioPreviewOrigin } from './env.ts'

describe('studioApiConfig', () => {
  it("defaults to the embedded project and the production dataset, on the embedded lake's TLS port", () => {
    expect(studioApiConfig({})).toEqual({ projectId: 'embedded', dataset: 'production', apiHost: 'https://localhost:3992' })
  })

  it('points the embedded project at the lake `npm run studio` names, and a real project at Sanity', () => {
    expect(studioApiConfig({ SANITY_STUDIO_API_HOST: 'https://localhost:5704' }).apiHost).toBe('https://localhost:5704')
    expect(studioApiConfig({ LAKE_TLS_PORT: '4992' }).apiHost).toBe('https://localhost:4992')
    expect(studioApiConfig({ SANITY_PROJECT_ID: 'abc123', SANITY_STUDIO_API_HOST: 'https://localhost:5704' }).apiHost).toBeUndefined()
  })

  it('rejects an API host that is not an origin', () => {
    expect(() => studioApiConfig({ SANITY_STUDIO_API_HOST: 'localhost:3992/v1' })).toThrow(/must be an origin/)
  })

  it('prefers the SANITY_STUDIO_ names, then the tooling names', () => {
    expect(studioApiConfig({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' })).toMatchObject({ projectId: 'abc123', dataset: 'staging' })
    expect(studioApiConfig({ SANITY_STUDIO_PROJECT_ID: 'studio1', SANITY_PROJECT_ID: 'abc123' })).toMatchObject({ projectId: 'studio1' })
  })

  it('rejects a malformed project id with a clear message', () => {
    expect(() => studioApiConfig({ SANITY_STUDIO_PROJECT_ID: 'My Project' })).toThrow(/not a valid Sanity project id/)
  })
})

describe('studioPreviewOrigin', () => {
  it('previews the local site by default, or the configured origin', () => {
    expect(studioPreviewOrigin({})).toBe('http://localhost:4173')
    expect(studioPreviewOrigin({ SANITY_STUDIO_PREVIEW_ORIGIN: 'https://shop.example/' })).toBe('https://shop.example')
  })

  it('rejects what is not an http(s) origin, naming the variable', () => {
    expect(() => studioPreviewOrigin({ SANITY_STUDIO_PREVIEW_ORIGIN: 'localhost:4173' })).toThrow(/SANITY_STUDIO_PREVIEW_ORIGIN/)
    expect(() => studioPreviewOrigin({ SANITY_STUDIO_PREVIEW_ORIGIN: 'https://shop.example/preview' })).toThrow(/no path/)
    expect(() => studioPreviewOrigin({ SANITY_STUDIO_PREVIEW_ORIGIN: 'javascript:alert(1)' })).toThrow(/SANITY_STUDIO_PREVIEW_ORIGIN/)
  })
})
