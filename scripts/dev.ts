/** `npm run dev`: the embedded services plus Vite's dev server with hot reload. */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { buildEnv } from './build/build-site.ts'
import { onShutdown, runCli } from '../services/shared/cli.ts'
import { toolConfig } from '../services/shared/config.ts'
import { closeAll, startEmbeddedServices } from './lib/services.ts'

runCli(async () => {
  const config = toolConfig()
  // The lake also opens the Studio's HTTPS listener, so `npm run studio` can run beside it.
  const services = await startEmbeddedServices(config, console.log, { studioListener: true, backups: true })
  const child = spawn(path.join(config.root, 'node_modules', '.bin', 'react-router'), ['dev'], {
    cwd: config.root,
    env: buildEnv(config),
    stdio: 'inherit',
  })
  onShutdown(async () => {
    child.kill('SIGTERM')
    await closeAll(services)
  })
  child.on('exit', (code) => {
    void closeAll(services).then(() => process.exit(code ?? 0))
  })
})
