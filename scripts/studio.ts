/**
 * `npm run studio`: Sanity Studio for staff.
 * - With SANITY_PROJECT_ID (or SANITY_STUDIO_PROJECT_ID) set: `sanity dev` against that project.
 * - Without: the embedded content lake (seeded on first run) and a Studio built for it, served at
 *   http://localhost:${STUDIO_PORT:-3333} on this machine only.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { onShutdown, runCli } from '../services/shared/cli.ts'
import { EMBEDDED_PROJECT_ID, toolConfig } from '../services/shared/config.ts'
import { closeAll, type RunningService } from './lib/services.ts'
import { buildStudio } from '../services/studio-local/build.ts'
import { lakeOriginForBrowser } from '../services/studio-local/index-html.ts'
import { startStudioLake } from '../services/studio-local/lake.ts'
import { studioPort } from '../services/studio-local/ports.ts'
import { serveStudio } from '../services/studio-local/serve.ts'

function realProject(): string | undefined {
  const id = (process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID || '').trim()
  return id && id !== EMBEDDED_PROJECT_ID ? id : undefined
}

function runSanityDev(root: string): void {
  const args = ['dev', ...(process.env.STUDIO_PORT ? ['--port', process.env.STUDIO_PORT] : []), ...process.argv.slice(2)]
  const child = spawn(process.execPath, [path.join(root, 'node_modules', '.bin', 'sanity'), ...args], { cwd: root, stdio: 'inherit' })
  child.on('exit', (code) => process.exit(code ?? 0))
  onShutdown(async () => {
    child.kill('SIGTERM')
  })
}

/** What Presentation previews: the site `npm start` serves here, unless SANITY_STUDIO_PREVIEW_ORIGIN says otherwise. */
function previewOrigin(sitePort: number): string {
  return process.env.SANITY_STUDIO_PREVIEW_ORIGIN || `http://localhost:${sitePort}`
}

runCli(async () => {
  const config = toolConfig()
  if (realProject()) {
    runSanityDev(config.root)
    return
  }
  const port = studioPort()
  const outDir = path.resolve(process.env.STUDIO_BUILD_DIR || path.join(config.root, '.sanity', 'embedded-studio'))
  const lake = await startStudioLake(config, console.log, { backups: true })
  const services: RunningService[] = [{ url: lake.url, close: lake.close }]
  onShutdown(() => closeAll(services))
  try {
    await buildStudio({
      root: config.root,
      outDir,
      apiHost: lake.tlsUrl,
      projectId: EMBEDDED_PROJECT_ID,
      dataset: config.dataset,
      previewOrigin: previewOrigin(config.sitePort),
    })
    services.unshift(await serveStudio(outDir, port))
  } catch (error) {
    await closeAll(services)
    throw error
  }
  const lakeOrigin = lakeOriginForBrowser(lake.tlsUrl, EMBEDDED_PROJECT_ID)
  console.log(`
Sanity Studio is running at http://localhost:${port}
  Content: the embedded content lake${lake.reused ? ' (already running)' : ''} — ${lake.url} for the site, ${lakeOrigin} for the Studio.
  First time in a browser: open ${lakeOrigin}/ and accept its certificate${lake.certFile ? ` (${lake.certFile})` : ''}.
  Sign in: press "Sign in on this computer" on the Studio's sign-in screen (a session lasts 30 days).
  The lake's token, for tools that write (npm run seed): ${lake.tokenFile}
  Presentation (top bar) shows ${previewOrigin(config.sitePort)} beside the form: run \`npm start\` too.
  Published changes show on the site on its next visit. Stop with Ctrl+C.
`)
})
