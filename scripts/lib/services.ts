/**
 * The embedded services that stand in for Sanity and EmailJS on a machine without accounts:
 * started by `npm start`, the build (for pre-rendering) and the browser tests.
 */
import { createClient } from '@sanity/client'
import { startLake } from '../content-lake/server.ts'
import { seed } from '../seed/import.ts'
import { siteOrigins } from '../mail-endpoint/cors.ts'
import { startMailEndpoint } from '../mail-endpoint/server.ts'
import { isAddressInUse, portInUse, UserError } from './cli.ts'
import { lakeTlsPort } from '../studio-local/ports.ts'
import { API_VERSION, EMBEDDED_PROJECT_ID, type ToolConfig } from './config.ts'

export interface RunningService {
  url: string
  close(): Promise<void>
}

export function lakeWriteClient(url: string, dataset = 'production') {
  return createClient({
    projectId: EMBEDDED_PROJECT_ID,
    dataset,
    apiVersion: API_VERSION,
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
  })
}

/**
 * Starts the embedded content lake and seeds it when it holds no products yet. With `tlsPort`,
 * it also opens the HTTPS (HTTP/2) listener the Studio uses, so `npm run studio` can join it.
 */
export async function startEmbeddedLake(
  config: ToolConfig,
  log: (line: string) => void = console.log,
  tlsPort?: number,
): Promise<RunningService> {
  let lake: Awaited<ReturnType<typeof startLake>>
  try {
    lake = await startLake({ dataDir: config.dataDir, port: config.lakePort, host: '127.0.0.1', ...(tlsPort ? { tlsPort } : {}) })
  } catch (error) {
    if (isAddressInUse(error)) {
      throw tlsPort
        ? new UserError(`Port ${config.lakePort} or ${tlsPort} is in use: stop what runs there, or set LAKE_PORT and LAKE_TLS_PORT to free ports.`)
        : portInUse(config.lakePort, 'LAKE_PORT')
    }
    throw error
  }
  const client = lakeWriteClient(lake.url, config.dataset)
  const products = await client.fetch<number>('count(*[_type == "product"])')
  if (products === 0) {
    log('Seeding the embedded content (first run)…')
    const result = await seed(client)
    log(`Seeded ${result.created} documents.`)
  }
  return { url: lake.url, close: () => lake.close() }
}

/** The EmailJS-compatible endpoint the site sends inquiries to when VITE_EMAILJS_ORIGIN is unset. */
export async function startEmbeddedMail(config: ToolConfig, log: (line: string) => void = console.log): Promise<RunningService> {
  try {
    return await startMailEndpoint({ dataDir: config.dataDir, port: config.mailPort, host: '127.0.0.1', origins: siteOrigins(config), log })
  } catch (error) {
    if (isAddressInUse(error)) throw portInUse(config.mailPort, 'MAIL_PORT')
    throw error
  }
}

export async function startEmbeddedServices(
  config: ToolConfig,
  log: (line: string) => void = console.log,
  options: { studioListener?: boolean } = {},
): Promise<RunningService[]> {
  const services: RunningService[] = []
  if (config.embedded) {
    services.push(await startEmbeddedLake(config, log, options.studioListener ? lakeTlsPort() : undefined))
    log(`Content lake at ${config.lakeUrl}`)
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
