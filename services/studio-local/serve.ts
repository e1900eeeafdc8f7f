import { isAddressInUse, portInUse } from '../shared/cli.ts'
import { startSiteServer } from '../static-site/server.ts'
import type { RunningService } from '../../scripts/lib/services.ts'

/**
 * Serves the built Studio on 127.0.0.1 with the site's static server: every path that is not a
 * file gets the Studio's shell (its routes are client-side), compressed, hashed files cached.
 */
export async function serveStudio(root: string, port: number): Promise<RunningService> {
  try {
    const server = await startSiteServer({ root, port, host: '127.0.0.1', dynamicRoutes: [/^\//] })
    return { url: server.url, close: server.close }
  } catch (error) {
    if (isAddressInUse(error)) throw portInUse(port, 'STUDIO_PORT')
    throw error
  }
}
