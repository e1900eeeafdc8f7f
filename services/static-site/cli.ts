import { onShutdown, runCli } from '../shared/cli.ts'
import { toolConfig } from '../shared/config.ts'
import { serveBuiltSite } from './site.ts'

runCli(async () => {
  const site = await serveBuiltSite(toolConfig())
  console.log(`Site at ${site.url}`)
  onShutdown(site.close)
})
