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
 * The site (src/) and the Studio (studio/) are built apart and never import each other: what both
 * need (currencies, categories, policy slugs, platforms, page addresses) lives in shared/.
 */
const notStudio = {
  regex: '^(\\.\\./)+studio(/|$)',
  message: 'The site never imports the Studio (studio/): move what both need into shared/ and import it from there.',
}
/** Links keep the page's language: React Router's own are imported only by src/lib/local-link.tsx (docs/decisions/039). */
const routerLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: "Import Link and NavLink from '@/lib/local-link': they keep the page's language (/ar/…); React Router's own drop it.",
}
/** The rule's options for the site: a later block's options replace an earlier one's, so each site block passes its patterns here. */
const siteImports = (patterns) => ['error', { paths: [routerLinks], patterns }]
const siteApart = { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': siteImports([notStudio]) } }
const studioApart = {
  files: ['studio/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(@/|(\\.\\./)+src(/|$))',
            message: 'The Studio never imports the site (src/): move what both need into shared/ and import it from there.',
          },
        ],
      },
    ],
  },
}

/**
 * A feature imports another only through its public file, src/features/<other>/index.ts; it may
 * import its own modules as it likes. Routes may import feature modules directly (each page's code
 * is split by its route module). docs/decisions/021-feature-boundaries.md
 */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    // Listed again with notStudio: a later block's options replace an earlier one's for the same rule.
    'no-restricted-imports': siteImports([
      notStudio,
      ...FEATURES.filter((other) => other !== feature).flatMap((other) =>
        intoFeature(other).map((regex) => ({
          regex,
          message:
            `The ${other} feature is imported only through its public file: '@/features/${other}' ` +
            `(src/features/${other}/index.ts); export what is needed there.`,
        })),
      ),
    ]),
  },
}))

/** Shared code comes before the features: it never imports one (pass feature pieces in from a route instead). */
const sharedPatterns = [
  notStudio,
  ...['^@/features(/|$)', '^(\\.\\./)+features(/|$)'].map((regex) => ({
    regex,
    message: 'Shared code (src/components, src/lib) never imports a feature: move what both need into shared code, or let a route pass the feature in.',
  })),
]
const sharedCode = {
  files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
  rules: { 'no-restricted-imports': siteImports(sharedPatterns) },
}
/** The one module that wraps React Router's links. */
const localLinks = { files: ['src/lib/local-link.tsx'], rules: { 'no-restricted-imports': ['error', { patterns: sharedPatterns }] } }

/**
 * shared/ holds what the site, the Studio and the commands all use (dates in India, currencies, lists,
 * page addresses): it imports none of them, nor Sanity's packages (the site's first load imports it).
 */
const neutralCode = {
  files: ['shared/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(@/|(\\.\\./)+(src|studio|services|scripts|tests)(/|$))',
            message: 'shared/ is imported by the site and the Studio alike and imports neither: move what it needs into shared/.',
          },
          {
            regex: '^(sanity|@sanity/)',
            message: "shared/ is plain code the site's first load imports: keep Sanity's packages in studio/.",
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
  siteApart,
  studioApart,
  ...featureBoundaries,
  sharedCode,
  localLinks,
  neutralCode,
)
