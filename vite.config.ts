import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, loadEnv } from 'vite'
import { publicEnvDefines } from './src/lib/env.ts'
import type { RenderedChunk } from 'rolldown'
import { compileHintBanner } from './scripts/build/compile-hint.ts'
import { reactRouterProduction } from './scripts/build/react-router-production.ts'

/** A feature's script modules (src/features/<name>/…), not its stylesheets. */
const FEATURE_MODULE = /[\\/]src[\\/]features[\\/][^?]*\.tsx?$/

/** The entry chunks of the Studio preview (src/lib/preview/). */
const PREVIEW_CHUNK = /(^|\/)(preview-entry|preview-mode|live-content)-[\w-]+\.js$/

/**
 * The user-interface libraries of the Studio's click-to-edit overlays (@sanity/visual-editing): only
 * src/lib/preview/preview-mode.tsx reaches them, and only inside Presentation; no visitor's page does.
 */
const PREVIEW_UI =
  /[\\/]node_modules[\\/](@sanity[\\/](ui|icons|color)|framer-motion|motion-dom|motion-utils|styled-components|stylis|@floating-ui[\\/][^\\/]+)[\\/]/
const PREVIEW_UI_CHUNK = /(^|\/)preview-mode-ui-[\w-]+\.js$/

// The public configuration is checked here, once per build, and written into the bundle as
// one literal: a wrong value stops the build, and zod stays out of the browser (src/lib/env.ts).
export default defineConfig(({ mode }) => ({
  define: publicEnvDefines(loadEnv(mode, process.cwd(), 'VITE_')),
  plugins: [reactRouterProduction(), reactRouter()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  environments: {
    // V8's compile hint at the head of the framework's chunks (scripts/build/compile-hint.ts). Rolldown
    // types the banner as a string; it reads `undefined` as no banner at all.
    client: {
      build: {
        rolldownOptions: {
          // What a group without its dependencies needs (below); React Router reads a route chunk's exports by name.
          preserveEntrySignatures: 'allow-extension',
          output: {
            postBanner: compileHintBanner as (chunk: RenderedChunk) => string,
            // The bundler splits the site's own modules by which pages use them; no group names a file of
            // ours, so a renamed file cannot change the split (docs/decisions/034). The overlays' UI libraries
            // beside the overlays: two chunks Presentation loads together, each under the size warning; only
            // the modules named, as with their dependencies the group would take React from every page.
            codeSplitting: { groups: [{ name: 'preview-mode-ui', test: PREVIEW_UI, includeDependenciesRecursively: false }] },
          },
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
      // The overlays' UI chunk is listed beside the overlays (in the preview's own chunk), so both load at once.
      resolveDependencies: (file, deps) => (PREVIEW_CHUNK.test(file) ? deps.filter((dep) => dep.endsWith('.css') || PREVIEW_UI_CHUNK.test(dep)) : deps),
    },
  },
  server: { port: 5173, host: '127.0.0.1' },
}))
