import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toolConfig } from '../shared/config.ts'
import { startStudioLake, type StudioLake } from './lake.ts'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  vi.unstubAllEnvs()
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function environment() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-lake-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  vi.stubEnv('DATA_DIR', dataDir)
  vi.stubEnv('LAKE_PORT', String(await freePort()))
  vi.stubEnv('LAKE_TLS_PORT', String(await freePort()))
  return toolConfig()
}

async function started(lake: Promise<StudioLake>): Promise<StudioLake> {
  const running = await lake
  cleanups.unshift(running.close)
  return running
}

// Each test starts lakes as processes of their own: slow on a busy machine.
describe('the lake `npm run studio` starts', { timeout: 120_000 }, () => {
  it('serves both listeners on one store, seeded on first run', async () => {
    const config = await environment()
    const log = vi.fn()
    const lake = await started(startStudioLake(config, log))
    expect(lake).toMatchObject({ url: `http://127.0.0.1:${config.lakePort}`, tlsUrl: `https://localhost:${process.env.LAKE_TLS_PORT}`, reused: false })
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Seeded \d+ documents\.$/))
    const count = await fetch(`${lake.url}/v1/data/query/production?query=count(*%5B_type%3D%3D%22product%22%5D)`).then((res) => res.json())
    expect(count.result).toBeGreaterThan(0)
  })

  it('reuses a lake that already serves the Studio on those ports', async () => {
    const config = await environment()
    await started(startStudioLake(config, () => undefined))
    const second = await started(startStudioLake(config, () => undefined))
    expect(second.reused).toBe(true)
  })

  it('says what to do when something else holds the port', async () => {
    const config = await environment()
    // Something that is not a lake: it hangs up on every connection.
    const blocker = net.createServer((socket) => socket.destroy()).listen(config.lakePort, '127.0.0.1')
    cleanups.push(() => new Promise((resolve) => blocker.close(() => resolve())))
    await new Promise((resolve) => blocker.once('listening', resolve))
    await expect(startStudioLake(config, () => undefined)).rejects.toThrow(/is in use by something that is not a content lake serving the Studio/)
  })
})
