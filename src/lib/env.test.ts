import { describe, expect, it } from 'vitest'
import { ENV_DEFAULTS, parsePublicEnv, publicEnvDefines } from './env'

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
    expect(() => parsePublicEnv({ VITE_MAIL_PORT: '-1' })).toThrow(/VITE_MAIL_PORT must be a port number/)
    expect(() => parsePublicEnv({ VITE_EMAILJS_BLOCK_HEADLESS: 'yes' })).toThrow(/VITE_EMAILJS_BLOCK_HEADLESS must be true or false/)
  })

  it('writes the configuration into the bundle as one literal, shaped as the site reads it', () => {
    const defines = publicEnvDefines({ VITE_SITE_URL: 'https://example.com/', VITE_LAKE_PORT: '5590' })
    expect(Object.keys(defines)).toEqual(['globalThis.__PUBLIC_ENV__'])
    const env = JSON.parse(defines['globalThis.__PUBLIC_ENV__'] ?? 'null')
    expect(env.siteUrl).toBe('https://example.com')
    expect(env.sanity).toEqual({ projectId: 'embedded', dataset: 'production', apiVersion: '2025-02-19', embedded: true, apiHost: 'http://127.0.0.1:5590' })
    expect(env.emailjs.origin).toBe('http://127.0.0.1:3991')
    expect(env.communityBlogOrigin).toBeNull()
  })

  it('talks to the hosted services when a real project is named', () => {
    const env = JSON.parse(
      publicEnvDefines({ VITE_SANITY_PROJECT_ID: 'abc123', VITE_EMAILJS_ORIGIN: 'https://api.emailjs.com' })['globalThis.__PUBLIC_ENV__'] ?? 'null',
    )
    expect(env.sanity.embedded).toBe(false)
    expect(env.sanity).not.toHaveProperty('apiHost')
    expect(env.emailjs.origin).toBe('https://api.emailjs.com')
  })
})
