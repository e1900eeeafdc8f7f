import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, loadEnv } from 'vite'
import { publicEnvDefines } from './src/lib/env-schema.ts'
import type { RenderedChunk } from 'rolldown'
import { compileHintBanner } from './scripts/build/compile-hint.ts'

/** The entry chunks of the Studio preview (src/lib/preview/). */
const PREVIEW_CHUNK = /(^|\/)(preview-entry|preview-mode|live-content)-[\w-]+\.js$/

// The public configuration is checked here, once per build, and written into the bundle as
// literals: a wrong value stops the build, and zod stays out of the browser (src/lib/env.ts).
export default defineConfig(({ mode }) => ({
  define: publicEnvDefines(loadEnv(mode, process.cwd(), 'VITE_')),
  plugins: [reactRouter()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  environments: {
    // V8's compile hint at the head of the framework's chunks (scripts/build/compile-hint.ts). Rolldown
    // types the banner as a string; it reads `undefined` as no banner at all.
    client: { build: { rolldownOptions: { output: { postBanner: compileHintBanner as (chunk: RenderedChunk) => string } } } },
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 2048,
    modulePreload: {
      // The Studio preview's chunks (src/lib/preview/) load only inside Presentation: their lists of
      // scripts to preload would otherwise ride in every visitor's first-load JS. Their styles stay.
      resolveDependencies: (file, deps) => (PREVIEW_CHUNK.test(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
  },
  // The content worker (src/lib/content-worker.ts) is a module worker, like the rest of the site.
  worker: { format: 'es' },
  server: { port: 5173, host: '127.0.0.1' },
}))
