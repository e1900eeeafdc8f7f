/** `npm run mail`: the embedded EmailJS-compatible endpoint on its own (MAIL_PORT, DATA_DIR). */
import { onShutdown, runCli } from '../shared/cli.ts'
import { toolConfig } from '../shared/config.ts'
import { inboxFile } from './inbox.ts'
import { startConfiguredMailEndpoint } from './server.ts'

runCli(async () => {
  const config = toolConfig()
  const endpoint = await startConfiguredMailEndpoint(config)
  onShutdown(() => endpoint.close())
  console.log(`E-mail endpoint at ${endpoint.url}; inbox at ${endpoint.url}/__inbox (file ${inboxFile(config.dataDir)})`)
})
