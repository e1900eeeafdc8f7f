import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { lingui } from '@lingui/vite-plugin'
import { linguiMacros } from './scripts/build/lingui-macros.ts'

// Vitest runs without the React Router plugin: unit tests import modules directly. The public
// configuration a build writes into the bundle is a global here (tests/unit/public-env.setup.ts).
export default defineConfig({
  // Components with interface text render in tests as in the site: Lingui's macros compiled, each language's catalogue loadable.
  plugins: [linguiMacros(), lingui({ failOnCompileError: true })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'shared/**/*.test.ts',
      'scripts/**/*.test.ts',
      'services/**/*.test.ts',
      'studio/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    setupFiles: ['tests/unit/public-env.setup.ts'],
    // One worker per core, not Vitest's cores minus one: on 2 cores the second core was idle (decision 038).
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
