import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './scripts/build/prerender-paths.ts'

/**
 * SPA mode with pre-rendering: every public route (and every product, post and policy) is
 * rendered to HTML at build time from the content, then hydrates into the single-page app.
 */
export default {
  appDirectory: 'src',
  // BUILD_DIR lets several builds (tests, benchmarks) live side by side.
  buildDirectory: process.env.BUILD_DIR || 'build',
  ssr: false,
  prerender: {
    paths: prerenderPaths,
    concurrency: 4,
  },
  // React Router v8's changes, each kept off (the default) until the upgrade that adopts and tests it; named so the build need not warn (docs/decisions/028).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config
