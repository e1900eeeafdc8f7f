import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { lingui } from '@lingui/vite-plugin'
import { linguiMacros } from './scripts/build/lingui-macros.ts'

/** Files that mock a module or stub a global or the environment: each needs a module graph of its own. */
const ISOLATED = [
  'src/components/forms/use-form.test.tsx',
  'src/features/content/api/blog-category.test.ts',
  'src/features/inquiry/delivery.test.ts',
  'src/lib/sanity-client.test.ts',
  'services/studio-local/lake.test.ts',
  'tests/unit/india-today.test.tsx',
]

// Vitest runs without the React Router plugin: unit tests import modules directly. The public
// configuration a build writes into the bundle is a global here (tests/unit/public-env.setup.ts).
export default defineConfig({
  // Components with interface text render in tests as in the site: Lingui's macros compiled, each language's catalogue loadable.
  plugins: [linguiMacros(), lingui({ failOnCompileError: true })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    setupFiles: ['tests/unit/public-env.setup.ts'],
    // One worker per core, not Vitest's cores minus one: on 2 cores the second core was idle (decision 038).
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // The rest share each worker's modules instead of loading them again for every file (decision 038).
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'services/**/*.test.ts',
            'studio/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
})
