/** `npm run mail`: the embedded EmailJS-compatible endpoint on its own (MAIL_PORT, DATA_DIR). */
import { isAddressInUse, onShutdown, portInUse, runCli } from '../shared/cli.ts'
import { mailAllowedOrigins, toolConfig } from '../shared/config.ts'
import { inboxFile } from './inbox.ts'
import { startMailEndpoint } from './server.ts'

runCli(async () => {
  const config = toolConfig()
  let endpoint: Awaited<ReturnType<typeof startMailEndpoint>>
  try {
    endpoint = await startMailEndpoint({
      dataDir: config.dataDir,
      port: config.mailPort,
      host: '127.0.0.1',
      origins: mailAllowedOrigins(config),
      log: console.log,
    })
  } catch (error) {
    if (isAddressInUse(error)) throw portInUse(config.mailPort, 'MAIL_PORT')
    throw error
  }
  onShutdown(() => endpoint.close())
  console.log(`E-mail endpoint at ${endpoint.url}; inbox at ${endpoint.url}/__inbox (file ${inboxFile(config.dataDir)})`)
})
