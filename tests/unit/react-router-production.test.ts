import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Environment, Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { reactRouterProduction } from '../../scripts/build/react-router-production.ts'

type Resolve = (id: string) => string | undefined

function resolver(plugin: Plugin): Resolve {
  const hook = plugin.resolveId
  const handler = typeof hook === 'function' ? hook : hook?.handler
  if (!handler) throw new Error('the plugin has no resolveId hook')
  return (id) => (handler as unknown as (id: string) => string | undefined).call({}, id)
}

describe("React Router's production build for the browser bundle", () => {
  it('points react-router and react-router/dom at the production files, which differ from the development ones by the warnings flag', () => {
    const resolve = resolver(reactRouterProduction())
    const index = resolve('react-router')
    const dom = resolve('react-router/dom')
    expect(index).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/)
    expect(dom).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]dom-export\.mjs$/)
    expect(existsSync(index ?? '')).toBe(true)
    expect(existsSync(dom ?? '')).toBe(true)
    // The flag the package's own resolution leaves on is off in the files the plugin picks.
    const folder = path.dirname(index ?? '')
    const flags = readdirSync(folder)
      .filter((file) => file.endsWith('.mjs'))
      .flatMap((file) => [...readFileSync(path.join(folder, file), 'utf8').matchAll(/var ENABLE_DEV_WARNINGS = (\w+);/g)].map((m) => m[1]))
    expect(flags).toContain('false')
    expect(flags).not.toContain('true')
  })

  it('leaves every other module, the dev server and the pre-rendering build alone', () => {
    const plugin = reactRouterProduction()
    const resolve = resolver(plugin)
    expect(resolve('react')).toBeUndefined()
    expect(resolve('react-router/internal')).toBeUndefined()
    expect(plugin.apply).toBe('build')
    const applies = (name: string) => (plugin.applyToEnvironment as (environment: Environment) => boolean)({ name } as Environment)
    expect(applies('client')).toBe(true)
    expect(applies('ssr')).toBe(false)
  })
})
