import { X509Certificate } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDataDir } from './testing.ts'
import { loadOrCreateCertificate } from './tls.ts'

describe('the TLS certificate of the lake', () => {
  it('is generated once under the data dir, for localhost, {projectId}.localhost, *.localhost and 127.0.0.1', async () => {
    const dataDir = await tempDataDir()
    const first = await loadOrCreateCertificate(dataDir, 'embedded')
    expect(first.certFile).toBe(join(dataDir, 'tls', 'localhost-cert.pem'))
    const x509 = new X509Certificate(first.cert)
    expect(x509.subjectAltName?.split(', ').sort()).toEqual(['DNS:*.localhost', 'DNS:embedded.localhost', 'DNS:localhost', 'IP Address:127.0.0.1'])
    expect(x509.checkHost('embedded.localhost')).toBe('embedded.localhost')
    expect(Date.parse(x509.validTo) - Date.now()).toBeGreaterThan(365 * 24 * 60 * 60 * 1000)
    // Kept: a certificate someone trusted keeps working after a restart.
    const again = await loadOrCreateCertificate(dataDir, 'embedded')
    expect(again.cert).toBe(first.cert)
    expect(await readFile(again.certFile, 'utf8')).toBe(first.cert)
  })

  it("is made again when its key is missing or it lacks the project's name", async () => {
    const dataDir = await tempDataDir()
    const first = await loadOrCreateCertificate(dataDir, 'embedded')
    const other = await loadOrCreateCertificate(dataDir, 'abc123')
    expect(other.cert).not.toBe(first.cert)
    expect(new X509Certificate(other.cert).subjectAltName).toContain('DNS:abc123.localhost')
    await rm(join(dataDir, 'tls', 'localhost-key.pem'))
    expect((await loadOrCreateCertificate(dataDir, 'abc123')).cert).not.toBe(other.cert)
  })
})
