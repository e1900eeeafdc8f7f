import { buildSite } from './build/build-site.ts'
import { runCli } from './lib/cli.ts'
import { toolConfig } from './lib/config.ts'

runCli(() => buildSite(toolConfig()))
