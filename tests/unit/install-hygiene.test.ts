import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const require = createRequire(path.join(root, 'package.json'))

// React Router 7's dev tooling passes Vite's deprecated `envFile: false`; Vite 8.1+ warns on every
// internal server it starts. patches/ swaps it for `envDir: false` (the upstream fix is in React Router 8).
describe('installed tooling', () => {
  it('React Router dev tooling no longer passes the deprecated envFile option', async () => {
    const dist = path.dirname(require.resolve('@react-router/dev/package.json'))
    for (const file of ['dist/vite.js', 'dist/cli/index.js']) {
      const source = await readFile(path.join(dist, file), 'utf8')
      expect(source, file).not.toMatch(/envFile:\s*false/)
      expect(source, file).toMatch(/envDir:\s*false/)
    }
  })

  // The same patch shares a large catalogue's pre-rendering among worker threads (docs/decisions/046);
  // the browser tests' build uses two, so what they check was rendered on both.
  it('React Router pre-renders in shares, on worker threads', async () => {
    const dist = path.dirname(require.resolve('@react-router/dev/package.json'))
    const source = await readFile(path.join(dist, 'dist/vite.js'), 'utf8')
    expect(source).toMatch(/prerenderInWorker\(\{ \.\.\.shared, paths \}\)/)
    expect(source).toContain('PRERENDER_THREADS')
  })

  it('the patch targets the installed version of @react-router/dev', async () => {
    const { version } = JSON.parse(await readFile(require.resolve('@react-router/dev/package.json'), 'utf8')) as { version: string }
    await expect(readFile(path.join(root, 'patches', `@react-router+dev+${version}.patch`), 'utf8')).resolves.toContain('envDir: false')
  })
})
