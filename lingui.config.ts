import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { LANGUAGES } from './shared/languages.ts'

// Interface text: English in the code (Lingui's macros), one catalogue per language in src/locales (docs/decisions/039).
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGUAGES],
  fallbackLocales: { default: 'en' },
  // File names without line numbers: moving code does not change the catalogues.
  format: formatter({ lineNumbers: false }),
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/sanity.types.ts'] }],
})
