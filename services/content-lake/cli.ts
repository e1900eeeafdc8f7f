import { EMBEDDED_PROJECT_ID, lakeAllowedOrigins, toolConfig, type ToolConfig } from '../shared/config.ts'
import { lakeTlsPort, studioPort } from '../studio-local/ports.ts'
import { startLake, type Lake } from './server.ts'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main(): Promise<void> {
  let config: ToolConfig
  try {
    config = toolConfig()
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
  let lake: Lake
  let tlsPort = 0
  try {
    tlsPort = lakeTlsPort()
    lake = await startLake({
      dataDir: config.dataDir,
      port: config.lakePort,
      tlsPort,
      projectId: EMBEDDED_PROJECT_ID,
      dataset: config.dataset,
      corsOrigins: lakeAllowedOrigins(config, studioPort()),
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      fail(`Port ${config.lakePort} or ${tlsPort} is in use: set LAKE_PORT and LAKE_TLS_PORT to free ports`)
    fail(`Content lake failed to start: ${error instanceof Error ? error.message : String(error)}`)
  }
  console.log(`Content lake at ${lake.url} (for Sanity Studio: ${lake.tlsUrl ?? ''}, certificate ${lake.certFile ?? ''})`)
  console.log(`Its token (reads drafts, writes; npm run seed uses it): ${lake.tokenFile}`)
  lake.startBackups()
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) process.exit(1) // a second signal means "now"
    stopping = true
    console.log(`Content lake stopping (${signal})`)
    lake.close().then(
      () => process.exit(0),
      (error: unknown) => fail(`Content lake did not close cleanly: ${String(error)}`),
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

await main()
