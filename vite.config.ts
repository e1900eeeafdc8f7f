import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import { lingui } from '@lingui/vite-plugin'
import { defineConfig, loadEnv } from 'vite'
import { publicEnvDefines } from './src/lib/env.ts'
import type { RenderedChunk } from 'rolldown'
import { compileHintBanner } from './scripts/build/compile-hint.ts'
import { chunkMessages } from './scripts/build/chunk-messages.ts'
import { linguiMacros } from './scripts/build/lingui-macros.ts'
import { reactRouterProduction } from './scripts/build/react-router-production.ts'

/** A feature's script modules (src/features/<name>/…), not its stylesheets. */
const FEATURE_MODULE = /[\\/]src[\\/]features[\\/][^?]*\.tsx?$/

/** The entry chunks of the Studio preview (src/lib/preview/). */
const PREVIEW_CHUNK = /(^|\/)(preview-entry|preview-mode|live-content)-[\w-]+\.js$/

// The public configuration is checked here, once per build, and written into the bundle as
// one literal: a wrong value stops the build, and zod stays out of the browser (src/lib/env.ts).
export default defineConfig(({ mode }) => ({
  define: publicEnvDefines(loadEnv(mode, process.cwd(), 'VITE_')),
  plugins: [
    linguiMacros(),
    lingui({ failOnMissing: mode === 'production', failOnCompileError: true }),
    chunkMessages(),
    reactRouterProduction(),
    reactRouter(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // @lingui/react imports this shim for React 16 and 17; React 19 has the hook itself, so the
      // shim's copy of it (about 0.4 KB gzip on every page's first load) stays out (docs/decisions/049).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  environments: {
    // V8's compile hint at the head of the framework's chunks (scripts/build/compile-hint.ts). Rolldown
    // types the banner as a string; it reads `undefined` as no banner at all.
    client: {
      build: {
        rolldownOptions: {
          // The bundler splits by which pages use a module; no group names a file (docs/decisions/034).
          output: { postBanner: compileHintBanner as (chunk: RenderedChunk) => string },
        },
      },
    },
    ssr: {
      build: {
        rolldownOptions: {
          checks: {
            // The pre-rendering bundle (Node, build time only) puts every route in one chunk, so no lazy import can split it; the browser build keeps the check.
            ineffectiveDynamicImport: false,
            // React Router pre-renders every page inside its writeBundle hook: that time is the pages', not a slow plugin's.
            bundlerTimings: false,
          },
        },
      },
    },
  },
  build: {
    target: 'es2022',
    // The Studio overlays (preview-mode, only inside Presentation) are one chunk above Vite's default limit (docs/decisions/034).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // A feature's modules only declare (no work at import), and other features import them through
      // its public index.ts: an export no page uses must not ride along, with its stylesheet, into that
      // page's chunks (what package.json's `sideEffects: false` would say for a package; docs/decisions/021).
      treeshake: { moduleSideEffects: [{ test: FEATURE_MODULE, sideEffects: false }] },
    },
    assetsInlineLimit: 2048,
    modulePreload: {
      // The Studio preview's chunks (src/lib/preview/) load only inside Presentation: their lists of
      // scripts to preload would otherwise ride in every visitor's first-load JS. Their styles stay.
      resolveDependencies: (file, deps) => (PREVIEW_CHUNK.test(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
  },
  server: { port: 5173, host: '127.0.0.1' },
}))
