import { X509Certificate } from 'node:crypto'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { generate } from 'selfsigned'
import { writeFileAtomic } from './atomic-file.ts'

export interface TlsCredentials {
  key: string
  cert: string
  /** Where the certificate lives, for the person who wants to trust it. */
  certFile: string
}

const VALID_DAYS = 825 // the longest validity browsers accept for a server certificate
const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000

/** The names the Studio reaches the lake by: `{projectId}.localhost` is what it builds from `apiHost`. */
export function certificateHosts(projectId: string): string[] {
  return ['localhost', `${projectId}.localhost`, '*.localhost']
}

function usable(cert: string, hosts: string[]): boolean {
  try {
    const x509 = new X509Certificate(cert)
    const altNames = x509.subjectAltName ?? ''
    const fresh = Date.parse(x509.validTo) - Date.now() > RENEW_BEFORE_MS
    return fresh && hosts.every((host) => altNames.includes(`DNS:${host}`)) && altNames.includes('IP Address:127.0.0.1')
  } catch {
    return false
  }
}

async function readIfPresent(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null
    throw error
  })
}

/**
 * The lake's TLS key and self-signed certificate under `{dataDir}/tls/`, generated on first use (and
 * again when expiring or missing a name), so a certificate someone trusted once keeps working.
 */
export async function loadOrCreateCertificate(dataDir: string, projectId: string): Promise<TlsCredentials> {
  const dir = join(dataDir, 'tls')
  const keyFile = join(dir, 'localhost-key.pem')
  const certFile = join(dir, 'localhost-cert.pem')
  const hosts = certificateHosts(projectId)
  const [key, cert] = await Promise.all([readIfPresent(keyFile), readIfPresent(certFile)])
  if (key && cert && usable(cert, hosts)) return { key, cert, certFile }
  const notBeforeDate = new Date(Date.now() - 60_000)
  const generated = await generate(
    [
      { name: 'commonName', value: 'localhost' },
      { name: 'organizationName', value: 'Embedded content lake (local only)' },
    ],
    {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      notBeforeDate,
      notAfterDate: new Date(notBeforeDate.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000),
      extensions: [
        { name: 'basicConstraints', cA: false, critical: true },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [...hosts.map((value) => ({ type: 2 as const, value })), { type: 7 as const, ip: '127.0.0.1' }],
        },
      ],
    },
  )
  await mkdir(dir, { recursive: true, mode: 0o700 })
  await writeFileAtomic(keyFile, generated.private)
  await writeFileAtomic(certFile, generated.cert)
  return { key: generated.private, cert: generated.cert, certFile }
}
