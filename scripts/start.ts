/**
 * `npm start`: the embedded services (seeded on first run), a fresh build, and the site served
 * at http://localhost:${PORT:-4173}. With Sanity and EmailJS configured, only build and serve.
 */
import net from 'node:net'
import { buildSite } from './build/build-site.ts'
import { onShutdown, portInUse, runCli } from '../services/shared/cli.ts'
import { toolConfig } from '../services/shared/config.ts'
import { closeAll, startEmbeddedServices } from './lib/services.ts'
import { serveBuiltSite } from '../services/static-site/site.ts'

function assertPortFree(port: number, envName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', () => reject(portInUse(port, envName)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

runCli(async () => {
  const config = toolConfig()
  await assertPortFree(config.sitePort, 'PORT')
  // The lake also opens the Studio's HTTPS listener, so `npm run studio` can run beside it.
  const services = await startEmbeddedServices(config, console.log, { studioListener: true, backups: true })
  await buildSite(config)
  const site = await serveBuiltSite(config)
  onShutdown(async () => {
    await site.close()
    await closeAll(services)
  })
  console.log(`\nThe site is running at ${site.url}\n`)
})
