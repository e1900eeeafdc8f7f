import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildStamp } from './build.ts'
import { DEFAULT_LAKE_TLS_PORT, DEFAULT_STUDIO_PORT, lakeTlsPort, studioPort } from './ports.ts'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

describe('npm run studio configuration', () => {
  it('reads LAKE_TLS_PORT and STUDIO_PORT, with clear messages for bad values', () => {
    expect(lakeTlsPort({})).toBe(DEFAULT_LAKE_TLS_PORT)
    expect(lakeTlsPort({ LAKE_TLS_PORT: '5704' })).toBe(5704)
    expect(() => lakeTlsPort({ LAKE_TLS_PORT: 'https' })).toThrow('LAKE_TLS_PORT must be a port number')
    expect(studioPort({})).toBe(DEFAULT_STUDIO_PORT)
    expect(studioPort({ STUDIO_PORT: '5705' })).toBe(5705)
    expect(() => studioPort({ STUDIO_PORT: '0' })).toThrow('STUDIO_PORT must be a port number')
  })

  it('rebuilds the Studio when its sources, the lake address or the previewed site change, not otherwise', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'studio-stamp-'))
    dirs.push(root)
    await mkdir(path.join(root, 'studio'))
    await writeFile(path.join(root, 'studio', 'schema.ts'), 'export const a = 1')
    await writeFile(path.join(root, 'studio', 'schema.test.ts'), 'test')
    const options = {
      root,
      outDir: path.join(root, 'out'),
      apiHost: 'https://localhost:3992',
      projectId: 'embedded',
      dataset: 'production',
      previewOrigin: 'http://localhost:4173',
    }
    const first = await buildStamp(options)
    expect(await buildStamp(options)).toBe(first)
    await writeFile(path.join(root, 'studio', 'schema.test.ts'), 'a test changed')
    expect(await buildStamp(options)).toBe(first)
    expect(await buildStamp({ ...options, apiHost: 'https://localhost:5704' })).not.toBe(first)
    expect(await buildStamp({ ...options, previewOrigin: 'http://localhost:4993' })).not.toBe(first)
    await writeFile(path.join(root, 'studio', 'schema.ts'), 'export const a = 2')
    expect(await buildStamp(options)).not.toBe(first)
  })
})
