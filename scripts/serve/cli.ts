import { onShutdown, runCli } from '../lib/cli.ts'
import { toolConfig } from '../lib/config.ts'
import { serveBuiltSite } from './site.ts'

runCli(async () => {
  const site = await serveBuiltSite(toolConfig())
  console.log(`Site at ${site.url}`)
  onShutdown(site.close)
})
