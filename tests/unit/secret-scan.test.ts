import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeFindings, scanDirectory, scanText } from '../../scripts/build/secret-scan'

// Built at run time so that no token-shaped string sits in the repository.
const FAKE_SANITY_TOKEN = `sk${'Zq7XbR2m'.repeat(11)}`
const FAKE_WRITE_TOKEN = `wt-${'9f3a'.repeat(6)}`

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'secret-scan-'))
  await mkdir(path.join(dir, 'assets'), { recursive: true })
  await mkdir(path.join(dir, 'products'), { recursive: true })
  await writeFile(path.join(dir, 'assets', 'clean-abc.js'), 'const c=createClient({projectId:"p",useCdn:!0});export{c}')
  await writeFile(path.join(dir, 'assets', 'leaky-def.js'), `const c=createClient({projectId:"p",token:"${FAKE_SANITY_TOKEN}"});export{c}`)
  await writeFile(path.join(dir, 'products', 'index.html'), `<h1>Our Products</h1><script>var t="${FAKE_WRITE_TOKEN}"</script>`)
  await writeFile(path.join(dir, 'logo.png'), FAKE_SANITY_TOKEN)
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('the secret scan of a build', () => {
  it("finds a Sanity token in a bundle and the write token's value in a page, never in binary files", async () => {
    const findings = await scanDirectory(dir, { SANITY_WRITE_TOKEN: FAKE_WRITE_TOKEN })
    expect(findings.map((f) => [f.file, f.kind])).toEqual([
      [path.join('assets', 'leaky-def.js'), 'Sanity API token'],
      [path.join('products', 'index.html'), 'value of SANITY_WRITE_TOKEN'],
    ])
  })

  it('never prints the secret it found', async () => {
    const report = describeFindings(await scanDirectory(dir, { SANITY_WRITE_TOKEN: FAKE_WRITE_TOKEN }))
    expect(report).not.toContain(FAKE_SANITY_TOKEN)
    expect(report).not.toContain(FAKE_WRITE_TOKEN)
    expect(report).toContain('leaky-def.js')
  })

  it('finds an EmailJS private key given as a literal, not the SDK code that passes one along', () => {
    expect(scanText('a.js', 'emailjs.send(s,t,p,{publicKey:"pk_123",accessToken:"Xy9_abcdefGHIJ12345"})')).toHaveLength(1)
    expect(scanText('a.js', '{"accessToken":"Xy9abcdefGHIJ12345"}')).toHaveLength(1)
    expect(scanText('a.js', 'const b={lib_version:v,user_id:o.publicKey,accessToken:o.accessToken}')).toEqual([])
  })

  it('ignores base64 image data that merely contains "sk"', () => {
    const lqip = `data:image/jpeg;base64,/9j/4AAQ${'SkZJRgABAQAAAQABAAD'.repeat(8)}sk${'A'.repeat(90)}+/9k=`
    expect(scanText('index.html', `<div style="background-image:url(${lqip})"></div>`)).toEqual([])
  })
})
