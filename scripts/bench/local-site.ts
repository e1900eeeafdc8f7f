/**
 * The site as the benchmarks measure it when no --base-url is given: a fresh seeded data
 * directory, the embedded services and a production build of its own (BUILD_DIR, default
 * build-bench), served by the same code as `npm start`, on ports of its own so that it can run
 * beside `npm start` and the browser tests.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildSite } from '../build/build-site.ts'
import { toolConfig, type ToolConfig } from '../../services/shared/config.ts'
import { closeAll, startEmbeddedLake, startEmbeddedServices } from '../lib/services.ts'
import { serveBuiltSite } from '../../services/static-site/site.ts'

export interface LocalSite {
  url: string
  config: ToolConfig
  close(): Promise<void>
}

/** Bench ports and build directory unless set, and a fresh data directory; returns its clean-up. */
async function benchEnvironment(): Promise<() => Promise<void>> {
  process.env.LAKE_PORT ||= '4890'
  process.env.MAIL_PORT ||= '4891'
  process.env.PORT ||= '4873'
  process.env.BUILD_DIR ||= 'build-bench'
  if (process.env.DATA_DIR) return async () => {}
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-bench-'))
  process.env.DATA_DIR = dataDir
  return () => rm(dataDir, { recursive: true, force: true })
}

/** Builds and serves the site; `skipBuild` reuses the last build in BUILD_DIR. */
export async function startLocalSite(log: (line: string) => void, skipBuild = false): Promise<LocalSite> {
  const cleanUp = await benchEnvironment()
  const config = toolConfig()
  const services = await startEmbeddedServices(config, log)
  try {
    if (!skipBuild) await buildSite(config, log)
    const site = await serveBuiltSite(config)
    return {
      url: site.url,
      config,
      close: async () => {
        await site.close()
        await closeAll(services)
        await cleanUp()
      },
    }
  } catch (error) {
    await closeAll(services)
    await cleanUp()
    throw error
  }
}

/** Only the embedded content lake, seeded, for the query benchmark. */
export async function startLocalLake(log: (line: string) => void): Promise<{ url: string; tokenFile: string; config: ToolConfig; close(): Promise<void> }> {
  const cleanUp = await benchEnvironment()
  const config = toolConfig()
  const lake = await startEmbeddedLake(config, log)
  return {
    url: lake.url,
    tokenFile: lake.tokenFile,
    config,
    close: async () => {
      await lake.close()
      await cleanUp()
    },
  }
}
