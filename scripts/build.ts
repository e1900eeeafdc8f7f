import { buildSite } from './build/build-site.ts'
import { runCli } from '../services/shared/cli.ts'
import { toolConfig } from '../services/shared/config.ts'

runCli(() => buildSite(toolConfig()))
