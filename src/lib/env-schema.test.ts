import { describe, expect, it } from 'vitest'
import { ENV_DEFAULTS } from './env-defaults'
import { parsePublicEnv, publicEnvDefines } from './env-schema'

describe('the public configuration, checked at build time', () => {
  it('fills every key with its default when nothing is set, and treats an empty value as unset', () => {
    expect(parsePublicEnv({})).toEqual(ENV_DEFAULTS)
    expect(parsePublicEnv({ VITE_SANITY_DATASET: '' }).VITE_SANITY_DATASET).toBe('production')
  })

  it('keeps given values and ignores keys that are not public configuration', () => {
    const env = parsePublicEnv({ VITE_SANITY_PROJECT_ID: 'abc123', VITE_LAKE_PORT: '5590', SECRET_TOKEN: 'x' })
    expect(env.VITE_SANITY_PROJECT_ID).toBe('abc123')
    expect(env.VITE_LAKE_PORT).toBe('5590')
    expect(env).not.toHaveProperty('SECRET_TOKEN')
  })

  it('stops the build naming the wrong key', () => {
    expect(() => parsePublicEnv({ VITE_SANITY_PROJECT_ID: 'Has Spaces' })).toThrow(/VITE_SANITY_PROJECT_ID must be lowercase/)
    expect(() => parsePublicEnv({ VITE_SITE_URL: 'not a url' })).toThrow(/VITE_SITE_URL must be a URL/)
    expect(() => parsePublicEnv({ VITE_MAIL_PORT: '-1' })).toThrow(/VITE_MAIL_PORT/)
  })

  it('writes each key into the bundle as a string literal', () => {
    const defines = publicEnvDefines({ VITE_SITE_URL: 'https://example.com' })
    expect(defines['import.meta.env.VITE_SITE_URL']).toBe('"https://example.com"')
    expect(Object.keys(defines)).toHaveLength(Object.keys(ENV_DEFAULTS).length)
  })
})
