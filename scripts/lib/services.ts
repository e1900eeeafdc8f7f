/**
 * The embedded services that stand in for Sanity and EmailJS on a machine without accounts:
 * started by `npm start`, the build (for pre-rendering) and the browser tests.
 */
import { createClient } from '@sanity/client'
import { startLake } from '../../services/content-lake/server.ts'
import { seed } from '../seed/import.ts'
import { startConfiguredMailEndpoint } from '../../services/mail-endpoint/server.ts'
import { isAddressInUse, portInUse, UserError } from '../../services/shared/cli.ts'
import { lakeTlsPort, studioPort } from '../../services/studio-local/ports.ts'
import { API_VERSION, EMBEDDED_PROJECT_ID, lakeAllowedOrigins, type ToolConfig } from '../../services/shared/config.ts'

export interface RunningService {
  url: string
  close(): Promise<void>
}

export interface RunningLake extends RunningService {
  /** Where the lake's token is: what the seed and other tools write with. */
  tokenFile: string
}

/** A client that writes to the embedded lake with its token (`${DATA_DIR}/lake-token`). */
export function lakeWriteClient(url: string, token: string, dataset = 'production') {
  return createClient({
    token,
    projectId: EMBEDDED_PROJECT_ID,
    dataset,
    apiVersion: API_VERSION,
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
  })
}

/** Whether a content lake answers at `url` (so a command need not start one). */
export async function lakeAnswers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/v${API_VERSION}/data/query/production?query=${encodeURIComponent('count(*)')}`, {
      signal: AbortSignal.timeout(2000),
    })
    return res.ok
  } catch {
    return false
  }
}

/**
 * Runs `work` against the embedded lake of `config`: the running one, or one started for it (not
 * seeded: the command sees the content exactly as it is on disk).
 */
export async function withEmbeddedLake<T>(config: ToolConfig, work: () => Promise<T>, log: (line: string) => void = console.log): Promise<T> {
  if (await lakeAnswers(config.lakeUrl)) return work()
  let lake: Awaited<ReturnType<typeof startLake>>
  try {
    lake = await startLake({ dataDir: config.dataDir, port: config.lakePort, host: '127.0.0.1', corsOrigins: lakeAllowedOrigins(config, studioPort()) })
  } catch (error) {
    throw isAddressInUse(error) ? portInUse(config.lakePort, 'LAKE_PORT') : error
  }
  log(`Started the content lake at ${lake.url} for this command (its data: ${config.dataDir}).`)
  try {
    return await work()
  } finally {
    await lake.close()
  }
}

/**
 * Starts the embedded content lake and seeds it when it holds no products yet. With `tlsPort`,
 * it also opens the HTTPS (HTTP/2) listener the Studio uses, so `npm run studio` can join it.
 */
export async function startEmbeddedLake(
  config: ToolConfig,
  log: (line: string) => void = console.log,
  tlsPort?: number,
  options: { backups?: boolean } = {},
): Promise<RunningLake> {
  let lake: Awaited<ReturnType<typeof startLake>>
  try {
    lake = await startLake({
      dataDir: config.dataDir,
      port: config.lakePort,
      host: '127.0.0.1',
      corsOrigins: lakeAllowedOrigins(config, studioPort()),
      ...(tlsPort ? { tlsPort } : {}),
    })
  } catch (error) {
    if (isAddressInUse(error)) {
      throw tlsPort
        ? new UserError(`Port ${config.lakePort} or ${tlsPort} is in use: stop what runs there, or set LAKE_PORT and LAKE_TLS_PORT to free ports.`)
        : portInUse(config.lakePort, 'LAKE_PORT')
    }
    throw error
  }
  const client = lakeWriteClient(lake.url, lake.token, config.dataset)
  const products = await client.fetch<number>('count(*[_type == "product"])')
  if (products === 0) {
    log('Seeding the embedded content (first run)…')
    const result = await seed(client)
    log(`Seeded ${result.created} documents.`)
  }
  if (options.backups) lake.startBackups({ log })
  return { url: lake.url, tokenFile: lake.tokenFile, close: () => lake.close() }
}

/** The EmailJS-compatible endpoint the site sends inquiries to when VITE_EMAILJS_ORIGIN is unset. */
export const startEmbeddedMail: (config: ToolConfig, log?: (line: string) => void) => Promise<RunningService> = startConfiguredMailEndpoint

export async function startEmbeddedServices(
  config: ToolConfig,
  log: (line: string) => void = console.log,
  options: { studioListener?: boolean; backups?: boolean } = {},
): Promise<RunningService[]> {
  const services: RunningService[] = []
  if (config.embedded) {
    const lake = await startEmbeddedLake(config, log, options.studioListener ? lakeTlsPort() : undefined, { backups: options.backups ?? false })
    services.push(lake)
    log(`Content lake at ${config.lakeUrl} (its token, for writes and drafts: ${lake.tokenFile})`)
  }
  if (!process.env.VITE_EMAILJS_ORIGIN) {
    services.push(await startEmbeddedMail(config, log))
    log(`E-mail endpoint at ${config.mailUrl} (received inquiries: ${config.mailUrl}/__inbox)`)
  }
  return services
}

export async function closeAll(services: RunningService[]): Promise<void> {
  await Promise.allSettled(services.map((s) => s.close()))
}
