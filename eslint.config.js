import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Every folder of src/features: a new feature is kept apart as soon as it exists. */
const FEATURES = readdirSync(path.join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** `@/features/<name>/…` or a relative path into that folder: anything but the feature's public file. */
const intoFeature = (name) => [`^@/features/${name}/`, `^(\\.\\./)+${name}(/|$)`]

/**
 * A feature imports another only through its public file, src/features/<other>/index.ts; it may
 * import its own modules as it likes. Routes may import feature modules directly (each page's code
 * is split by its route module). docs/decisions/021-feature-boundaries.md
 */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: FEATURES.filter((other) => other !== feature).flatMap((other) =>
          intoFeature(other).map((regex) => ({
            regex,
            message:
              `The ${other} feature is imported only through its public file: '@/features/${other}' ` +
              `(src/features/${other}/index.ts); export what is needed there.`,
          })),
        ),
      },
    ],
  },
}))

/** Shared code comes before the features: it never imports one (pass feature pieces in from a route instead). */
const sharedCode = {
  files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: ['^@/features(/|$)', '^(\\.\\./)+features(/|$)'].map((regex) => ({
          regex,
          message: 'Shared code (src/components, src/lib) never imports a feature: move what both need into shared code, or let a route pass the feature in.',
        })),
      },
    ],
  },
}

/** shared/ holds what the site, the Studio and the commands all use (dates in India): it imports none of them. */
const neutralCode = {
  files: ['shared/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(@/|(\\.\\./)+(src|studio|services|scripts|tests)(/|$))',
            message: 'shared/ is imported by the site and the Studio alike and imports neither: move what it needs into shared/.',
          },
        ],
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      'build',
      'build-*',
      'studio-dist',
      'studio-dist-*',
      '.react-router',
      '.data',
      'node_modules',
      'test-results',
      'test-results-*',
      'reports',
      '.sanity',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...featureBoundaries,
  sharedCode,
  neutralCode,
)
