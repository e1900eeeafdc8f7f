/**
 * `npm run test:e2e`: a fresh data directory seeded from scripts/, the embedded services, a
 * build, and the site served by the same code as `npm start`; then Playwright in Debian's
 * Chromium. Test ports differ from `npm start`'s so both can run at once.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildSite } from './build/build-site.ts'
import { runCli } from '../services/shared/cli.ts'
import { findChromium } from './lib/chromium.ts'
import { toolConfig } from '../services/shared/config.ts'
import { closeAll, startEmbeddedServices } from './lib/services.ts'
import { serveBuiltSite } from '../services/static-site/site.ts'
import { startCommunityForum } from '../tests/fakes/community-forum.ts'

runCli(async () => {
  process.env.LAKE_PORT ||= '4990'
  process.env.MAIL_PORT ||= '4991'
  process.env.PORT ||= '4973'
  // Two pre-rendering threads, as a large catalogue's build has (docs/decisions/046): the pages the
  // browser tests read were rendered on both. The seed alone would get one.
  process.env.PRERENDER_THREADS ||= '2'
  const ownDataDir = !process.env.DATA_DIR
  process.env.DATA_DIR ||= await mkdtemp(path.join(os.tmpdir(), 'storefront-e2e-'))
  const config = toolConfig()
  const chromium = findChromium()
  const services = await startEmbeddedServices(config)
  // Opt-in: E2E_COMMUNITY_BLOG=1 builds with the optional community blog source pointed at a
  // loopback fake (set COMMUNITY_PORT too when reusing a build with E2E_SKIP_BUILD=1).
  if (process.env.E2E_COMMUNITY_BLOG === '1') {
    const forum = await startCommunityForum({ port: Number(process.env.COMMUNITY_PORT || 0) })
    process.env.VITE_COMMUNITY_BLOG_ORIGIN = forum.url
    services.push(forum)
  }
  let exitCode: number
  try {
    if (process.env.E2E_SKIP_BUILD !== '1') await buildSite(config)
    const site = await serveBuiltSite(config)
    try {
      exitCode = await new Promise<number>((resolve, reject) => {
        const child = spawn(
          path.join(config.root, 'node_modules', '.bin', 'playwright'),
          ['test', '--config', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
          {
            cwd: config.root,
            stdio: 'inherit',
            env: {
              ...process.env,
              CHROMIUM_PATH: chromium,
              E2E_BASE_URL: site.url,
              E2E_LAKE_URL: config.lakeUrl,
              E2E_STUDIO_ORIGIN: config.studioUrl,
              E2E_MAIL_URL: config.mailUrl,
              E2E_DATA_DIR: config.dataDir,
            },
          },
        )
        child.on('error', reject)
        child.on('exit', (code) => resolve(code ?? 1))
      })
    } finally {
      await site.close()
    }
  } finally {
    await closeAll(services)
    if (ownDataDir) await rm(config.dataDir, { recursive: true, force: true })
  }
  process.exit(exitCode)
})
