import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, loadEnv } from 'vite'
import { publicEnvDefines } from './src/lib/env.ts'
import type { RenderedChunk } from 'rolldown'
import { compileHintBanner } from './scripts/build/compile-hint.ts'
import { reactRouterProduction } from './scripts/build/react-router-production.ts'

/** A feature's script modules (src/features/<name>/…), not its stylesheets. */
const FEATURE_MODULE = /[\\/]src[\\/]features[\\/][^?]*\.tsx?$/

/** What the root route and every lazily loaded chunk share: React, React Router, Vite's preload helper. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-router|cookie|set-cookie-parser)[\\/]/
const PRELOAD_HELPER = /vite[\\/]preload-helper/

/**
 * The site's frame: the layout route (src/routes/layout.tsx) and the shared layout it fills, with
 * what every page's route module uses beside it (head tags, the error and not-found pages, the
 * public configuration, the refresh helper): one chunk compresses better than seven small ones.
 * Not the footer and what only it shows (address, social links): it hydrates later, from a chunk of
 * its own (docs/decisions/023).
 */
const SITE_FRAME =
  /[\\/]src[\\/](routes[\\/]layout\.tsx|components[\\/]layout[\\/](?!footer|address|social-links)|components[\\/](not-found-page|route-error)\.tsx|components[\\/]seo[\\/](meta|breadcrumb-json-ld)\.ts|lib[\\/](env|presentation|route-data)\.ts)/

/**
 * What a product card is made of (picture, price in the chosen currency, the cart and sample
 * toggles) and what the catalogue's pages put beside the cards: the catalogue, the product page
 * and the home page's featured products use all of it, and as one chunk it is ~1 KB smaller than
 * as the ten the bundler would otherwise make of it.
 */
const PRODUCT_CARD =
  /[\\/]src[\\/](features[\\/]catalogue[\\/](components[\\/](product-grid|product-card|price|product-image|currency-switch|stale-notice)\.tsx|(currency-store|exchange-rates|badge|cart-line|category|links)\.ts)|features[\\/](cart|samples)[\\/]components[\\/](cart|sample)-toggle\.tsx|lib[\\/](format\.ts|picture\.tsx))$/

/**
 * Chunks every page has evaluated before any of its code imports another: the framework, the
 * bundler's runtime, the preload helper and the frame. A dynamic import need not name them again.
 */
const ALWAYS_LOADED = /(^|\/)(jsx-runtime|rolldown-runtime|preload-helper|site-layout)-[\w-]+\.js$/

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
    client: { build: { rolldownOptions: { output: { postBanner: compileHintBanner as (chunk: RenderedChunk) => string } } } },
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
      output: {
        codeSplitting: {
          // Every page loads the frame, with what it imports (the cart's and the sample list's links,
          // stores and icons). Split by which pages also use each piece, it became eight small chunks
          // and 1.7 KB more first-load JavaScript: it is one chunk, and the framework and the preload
          // helper, which the root route and every lazy chunk need, keep chunks of their own (decision 021).
          groups: [
            { name: 'jsx-runtime', test: FRAMEWORK, priority: 2 },
            { name: 'preload-helper', test: PRELOAD_HELPER, priority: 2 },
            { name: 'site-layout', test: SITE_FRAME, priority: 1 },
            { name: 'product-card', test: PRODUCT_CARD, priority: 1 },
            // Its styles alone, a chunk the build turns into a stylesheet: the home page links them for
            // its deferred sections' HTML without loading the cards' code with the page.
            { name: 'catalogue', test: /[\\/]src[\\/]features[\\/]catalogue[\\/]catalogue\.css$/, priority: 2 },
            // The overlays' UI libraries beside the overlays: two chunks Presentation loads together, each under the size warning.
            { name: 'preview-mode-ui', test: PREVIEW_UI, priority: 2 },
          ],
        },
      },
    },
    assetsInlineLimit: 2048,
    modulePreload: {
      // The Studio preview's chunks (src/lib/preview/) load only inside Presentation: their lists of
      // scripts to preload would otherwise ride in every visitor's first-load JS. Their styles stay.
      // Every list leaves out the chunks already loaded with the page (ALWAYS_LOADED).
      // The overlays' UI chunk is listed beside the overlays (in the preview's own chunk), so both load at once.
      resolveDependencies: (file, deps) =>
        PREVIEW_CHUNK.test(file) ? deps.filter((dep) => dep.endsWith('.css') || PREVIEW_UI_CHUNK.test(dep)) : deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
  },
  server: { port: 5173, host: '127.0.0.1' },
}))
