/**
 * The Studio's browser tests (tests/e2e/studio.spec.ts): a fresh seeded data directory, the
 * embedded lake with both listeners (as `npm run studio` starts it), the site built and served as
 * by `npm start`, the Studio built and served as by `npm run studio`, then Playwright in Debian's
 * Chromium. Editors publish in the real Studio; the tests read the result on the site.
 *
 *   node scripts/e2e-studio.ts [playwright args]
 *
 * Ports: LAKE_PORT, LAKE_TLS_PORT, MAIL_PORT, PORT, STUDIO_PORT (defaults 4990–4994, apart from
 * `npm start`'s). E2E_SKIP_BUILD=1 reuses the last site build; the Studio build is reused while
 * its sources are unchanged.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildSite } from './build/build-site.ts'
import { runCli } from '../services/shared/cli.ts'
import { findChromium } from './lib/chromium.ts'
import { STUDIO_SUITE_PORTS } from './lib/studio-suite-ports.ts'
import { EMBEDDED_PROJECT_ID, toolConfig } from '../services/shared/config.ts'
import { closeAll, startEmbeddedMail, type RunningService } from './lib/services.ts'
import { serveBuiltSite } from '../services/static-site/site.ts'
import { buildStudio } from '../services/studio-local/build.ts'
import { lakeOriginForBrowser } from '../services/studio-local/index-html.ts'
import { startStudioLake } from '../services/studio-local/lake.ts'
import { studioPort } from '../services/studio-local/ports.ts'
import { serveStudio } from '../services/studio-local/serve.ts'

function playwright(root: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules', '.bin', 'playwright'), 'test', '--config', 'tests/e2e/studio/playwright.config.ts', ...process.argv.slice(2)],
      { cwd: root, stdio: 'inherit', env: { ...env, PATH: [path.dirname(process.execPath), env.PATH].filter(Boolean).join(path.delimiter) } },
    )
    child.on('error', reject)
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

runCli(async () => {
  for (const [name, port] of Object.entries(STUDIO_SUITE_PORTS)) process.env[name] ||= port
  const ownDataDir = !process.env.DATA_DIR
  process.env.DATA_DIR ||= await mkdtemp(path.join(os.tmpdir(), 'storefront-e2e-studio-'))
  const config = toolConfig()
  const chromium = findChromium()
  const services: RunningService[] = []
  let exitCode: number
  try {
    const lake = await startStudioLake(config)
    services.push({ url: lake.url, close: lake.close })
    services.push(await startEmbeddedMail(config))
    const studioDir = path.resolve(process.env.STUDIO_BUILD_DIR || path.join(config.root, '.sanity', 'embedded-studio-e2e'))
    // The two builds are independent: run them side by side.
    await Promise.all([
      process.env.E2E_SKIP_BUILD === '1' ? Promise.resolve() : buildSite(config),
      buildStudio({
        root: config.root,
        outDir: studioDir,
        apiHost: lake.tlsUrl,
        projectId: EMBEDDED_PROJECT_ID,
        dataset: config.dataset,
        previewOrigin: `http://localhost:${config.sitePort}`,
      }),
    ])
    const site = await serveBuiltSite(config)
    services.unshift({ url: site.url, close: site.close })
    const studio = await serveStudio(studioDir, studioPort())
    services.unshift(studio)
    exitCode = await playwright(config.root, {
      ...process.env,
      CHROMIUM_PATH: chromium,
      E2E_BASE_URL: site.url,
      E2E_STUDIO_URL: studio.url,
      E2E_LAKE_URL: lake.url,
      E2E_LAKE_TLS_URL: lakeOriginForBrowser(lake.tlsUrl, EMBEDDED_PROJECT_ID),
      E2E_MAIL_URL: config.mailUrl,
      E2E_DATA_DIR: config.dataDir,
    })
  } finally {
    await closeAll(services)
    if (ownDataDir) await rm(config.dataDir, { recursive: true, force: true })
  }
  process.exit(exitCode)
})
