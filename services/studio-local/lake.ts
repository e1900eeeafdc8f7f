/**
 * The embedded content lake as the Studio needs it: the plain HTTP/1.1 listener (the site, the seed,
 * tests) and the HTTP/2 TLS listener (the Studio) on one store, seeded on first run. When a lake
 * with both listeners already runs on these ports (another `npm run studio`), it is reused.
 */
import { startLake } from '../content-lake/server.ts'
import { isAddressInUse, UserError } from '../shared/cli.ts'
import { lakeTokenFile, readLakeToken } from '../content-lake/token.ts'
import { API_VERSION, EMBEDDED_PROJECT_ID, lakeAllowedOrigins, type ToolConfig } from '../shared/config.ts'
import { lakeWriteClient } from '../../scripts/lib/services.ts'
import { seed } from '../../scripts/seed/import.ts'
import { lakeTlsPort, studioPort } from './ports.ts'

export interface StudioLake {
  /** http://127.0.0.1:{LAKE_PORT}, for the site and tools. */
  url: string
  /** https://localhost:{LAKE_TLS_PORT}, the Studio's apiHost. */
  tlsUrl: string
  certFile: string | null
  /** `${DATA_DIR}/lake-token`: the token the seed and tools write with. */
  tokenFile: string
  reused: boolean
  close(): Promise<void>
}

/** Whether the embedded lake of this data directory answers at `url` (its token opens `/users/me`). */
async function answersAsLake(url: string, token: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/v${API_VERSION}/users/me`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(2000) })
    const body = (await response.json()) as { provider?: unknown }
    return response.ok && body.provider === 'local'
  } catch {
    return false
  }
}

async function tlsAnswers(port: number): Promise<boolean> {
  // Node's fetch cannot skip certificate checks per request; an http2 probe can.
  const { connect } = await import('node:http2')
  return new Promise((resolve) => {
    const session = connect(`https://localhost:${port}`, { rejectUnauthorized: false })
    const done = (ok: boolean) => {
      session.close()
      resolve(ok)
    }
    session.on('error', () => done(false))
    const request = session.request({ ':path': `/v${API_VERSION}/users/me` })
    request.on('response', (headers) => done(headers[':status'] === 200))
    request.on('error', () => done(false))
    request.setTimeout(2000, () => done(false))
    request.end()
  })
}

async function reuseRunning(config: ToolConfig, tlsPort: number): Promise<StudioLake> {
  const plain = `http://127.0.0.1:${config.lakePort}`
  let token = ''
  try {
    token = readLakeToken(config.dataDir)
  } catch {
    // no token: not this data directory's lake
  }
  if (token && (await answersAsLake(plain, token)) && (await tlsAnswers(tlsPort))) {
    return {
      url: plain,
      tlsUrl: `https://localhost:${tlsPort}`,
      certFile: null,
      tokenFile: lakeTokenFile(config.dataDir),
      reused: true,
      close: async () => undefined,
    }
  }
  throw new UserError(
    `Port ${config.lakePort} (LAKE_PORT) or ${tlsPort} (LAKE_TLS_PORT) is in use by something that is not a content lake ` +
      'serving the Studio (an `npm start` or `npm run dev` started earlier?). Stop it and start `npm run studio` first, ' +
      'or set LAKE_PORT and LAKE_TLS_PORT to free ports.',
  )
}

export async function startStudioLake(config: ToolConfig, log: (line: string) => void = console.log, options: { backups?: boolean } = {}): Promise<StudioLake> {
  const tlsPort = lakeTlsPort()
  let lake
  try {
    lake = await startLake({
      dataDir: config.dataDir,
      port: config.lakePort,
      tlsPort,
      host: '127.0.0.1',
      projectId: EMBEDDED_PROJECT_ID,
      dataset: config.dataset,
      corsOrigins: lakeAllowedOrigins(config, studioPort()),
    })
  } catch (error) {
    if (isAddressInUse(error)) return reuseRunning(config, tlsPort)
    throw error
  }
  const client = lakeWriteClient(lake.url, lake.token, config.dataset)
  if ((await client.fetch<number>('count(*[_type == "product"])')) === 0) {
    log('Seeding the embedded content (first run)…')
    const result = await seed(client)
    log(`Seeded ${result.created} documents.`)
  }
  if (options.backups) lake.startBackups({ log })
  return { url: lake.url, tlsUrl: lake.tlsUrl ?? '', certFile: lake.certFile ?? null, tokenFile: lake.tokenFile, reused: false, close: () => lake.close() }
}
