import path from 'node:path'
import { isAddressInUse, portInUse } from '../shared/cli.ts'
import type { ToolConfig } from '../shared/config.ts'
import { siteHeaders } from './site-headers.ts'
import { startSiteServer } from './server.ts'

/** Serves build/client exactly as `npm start` does. */
export async function serveBuiltSite(config: ToolConfig) {
  try {
    return await startSiteServer({
      root: path.join(config.buildDir, 'client'),
      port: config.sitePort,
      host: '127.0.0.1',
      headers: await siteHeaders(config),
    })
  } catch (error) {
    if (isAddressInUse(error)) throw portInUse(config.sitePort, 'PORT')
    throw error
  }
}
