import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * React Router's production build for the browser bundle.
 *
 * The package ships two builds, `dist/development` and `dist/production`, but its `exports` name only
 * the development one, for every condition (remix-run/react-router#12532, #14102): a production
 * bundle then carries the development warnings and what only they use (0.6 KB gzip of every page's
 * first load), and shows those warnings in a visitor's console. The two builds differ in that one
 * flag (`ENABLE_DEV_WARNINGS`). This plugin points the browser build's `react-router` and
 * `react-router/dom` at the production files; the dev server and the pre-rendering (server) build
 * keep the package's own resolution.
 *
 * The build stops with a clear message if a React Router release moves these files.
 */
export function reactRouterProduction(): Plugin {
  const development = fileURLToPath(import.meta.resolve('react-router'))
  const production = (file: string) => {
    const path = development.replace(/([\\/])development([\\/])[^\\/]+$/, `$1production$2${file}`)
    if (path === development || !existsSync(path)) {
      throw new Error(`React Router's production build was not found beside ${development} (scripts/build/react-router-production.ts)`)
    }
    return path
  }
  let targets: Record<string, string> | undefined
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id) {
      targets ??= { 'react-router': production('index.mjs'), 'react-router/dom': production('dom-export.mjs') }
      return targets[id]
    },
  }
}
