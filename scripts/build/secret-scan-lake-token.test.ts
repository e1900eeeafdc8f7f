import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadOrCreateLakeToken } from '../../services/content-lake/token.ts'
import { scanDirectory } from './secret-scan.ts'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'secret-scan-lake-'))
  dirs.push(dir)
  return dir
}

describe('the secret scan and the content lake token', () => {
  it('finds the lake token of DATA_DIR in a built file, and nothing in a clean build', async () => {
    const dataDir = await tempDir()
    const token = await loadOrCreateLakeToken(dataDir)
    const build = await tempDir()
    await writeFile(path.join(build, 'clean.js'), 'export const apiHost = "http://127.0.0.1:3990"\n')
    expect(await scanDirectory(build, { DATA_DIR: dataDir })).toEqual([])
    await writeFile(path.join(build, 'leak.js'), `fetch(url, {headers: {Authorization: "Bearer ${token}"}})\n`)
    const findings = await scanDirectory(build, { DATA_DIR: dataDir })
    expect(findings).toEqual([{ file: 'leak.js', kind: 'the content lake token (lake-token)', excerpt: expect.stringMatching(/^.{6}….{4}$/) }])
    expect(JSON.stringify(findings)).not.toContain(token)
  })
})
