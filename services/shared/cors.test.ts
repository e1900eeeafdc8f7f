import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { lakeCors as lakePolicy } from '../content-lake/server.ts'
import { mailCors as mailPolicy } from '../mail-endpoint/server.ts'
import { allows, applyCors, isLoopbackOrigin, type CorsPolicy, type CorsRequest, type CorsResponse } from './cors.ts'

/** The lake's own list, sent when a preflight's requested headers are malformed or missing. */
const LAKE_HEADERS = lakePolicy('loopback').allowedHeaders.join(', ')

interface Answer {
  preflight: boolean
  /** The headers in the order they were set. */
  headers: [string, string][]
  status?: number
  ended: boolean
}

function run(policy: CorsPolicy, method: string, headers: Record<string, string> = {}): Answer {
  const answer: Answer = { preflight: false, headers: [], ended: false }
  const req: CorsRequest = { method, headers }
  const res: CorsResponse = {
    setHeader: (name, value) => answer.headers.push([name, value]),
    writeHead: (status) => (answer.status = status),
    end: () => (answer.ended = true),
  }
  answer.preflight = applyCors(req, res, policy)
  return answer
}

const STUDIO = 'http://localhost:3333'
const SITE = 'http://localhost:4173'
const EVIL = 'https://evil.example'

describe('loopback origins', () => {
  it('are the pages of this machine, by host name and address', () => {
    for (const origin of [
      'http://localhost:3333',
      'https://localhost',
      'http://embedded.localhost:3333',
      'http://x.localhost',
      'http://127.0.0.1:4173',
      'http://[::1]:5173',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(true)
    }
  })

  it('are not a host that merely starts or ends like one, another scheme or no URL', () => {
    for (const origin of [
      'http://localhost.evil.com',
      'http://evil-localhost',
      'http://127.0.0.1.evil.com',
      'http://a.b.localhost',
      'file://localhost',
      'null',
      '',
      'localhost',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(false)
    }
  })

  it('decide what `loopback` allows; a list allows exactly its origins; `*` allows every page', () => {
    expect(allows('loopback', 'http://x.localhost:5173')).toBe(true)
    expect(allows('loopback', 'http://localhost.evil.com')).toBe(false)
    expect(allows([STUDIO], STUDIO)).toBe(true)
    expect(allows([STUDIO], 'http://localhost:33333')).toBe(false)
    expect(allows([STUDIO], 'http://127.0.0.1:3333')).toBe(false)
    expect(allows('*', EVIL)).toBe(true)
  })
})

describe('a policy with credentials for trusted pages and public reads (the content lake)', () => {
  const policy = lakePolicy('loopback')

  it('gives a trusted page its own origin, credentials and resource timing', () => {
    const answer = run(policy, 'GET', { origin: STUDIO })
    expect(answer).toEqual({
      preflight: false,
      ended: false,
      headers: [
        ['Access-Control-Allow-Origin', STUDIO],
        ['Access-Control-Allow-Credentials', 'true'],
        ['Timing-Allow-Origin', STUDIO],
        ['Vary', 'Origin'],
      ],
    })
  })

  it('lets any other page, or a request without Origin, read without credentials', () => {
    const expected = [
      ['Access-Control-Allow-Origin', '*'],
      ['Timing-Allow-Origin', '*'],
      ['Vary', 'Origin'],
    ]
    expect(run(policy, 'POST', { origin: 'http://localhost.evil.com' }).headers).toEqual(expected)
    expect(run(policy, 'GET', {}).headers).toEqual(expected)
  })

  it('answers a trusted preflight with every method and the headers asked for', () => {
    const answer = run(policy, 'OPTIONS', { origin: 'http://[::1]:3333', 'access-control-request-headers': 'authorization, content-type,X-Sanity-Tag' })
    expect(answer.preflight).toBe(true)
    expect(answer.status).toBe(204)
    expect(answer.ended).toBe(true)
    expect(answer.headers).toEqual([
      ['Access-Control-Allow-Origin', 'http://[::1]:3333'],
      ['Access-Control-Allow-Credentials', 'true'],
      ['Timing-Allow-Origin', 'http://[::1]:3333'],
      ['Vary', 'Origin'],
      ['Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
      ['Access-Control-Allow-Headers', 'authorization, content-type,X-Sanity-Tag'],
      ['Access-Control-Max-Age', '600'],
    ])
  })

  it('answers an untrusted preflight with the read methods only', () => {
    const answer = run(policy, 'OPTIONS', { origin: EVIL, 'access-control-request-headers': 'content-type' })
    expect(answer.status).toBe(204)
    expect(answer.headers).toEqual([
      ['Access-Control-Allow-Origin', '*'],
      ['Timing-Allow-Origin', '*'],
      ['Vary', 'Origin'],
      ['Access-Control-Allow-Methods', 'GET, HEAD, POST, OPTIONS'],
      ['Access-Control-Allow-Headers', 'content-type'],
      ['Access-Control-Max-Age', '600'],
    ])
  })

  it('falls back to its own header list when the headers asked for are malformed or missing', () => {
    for (const requested of ['content-type, x bad', 'content-type;evil', 'a,,b', ',', '']) {
      const headers = new Map(run(policy, 'OPTIONS', { origin: STUDIO, 'access-control-request-headers': requested }).headers)
      expect(headers.get('Access-Control-Allow-Headers'), requested).toBe(LAKE_HEADERS)
    }
    expect(new Map(run(policy, 'OPTIONS', { origin: STUDIO }).headers).get('Access-Control-Allow-Headers')).toBe(LAKE_HEADERS)
  })

  it('with a list, trusts only the listed pages (a loopback page outside it just reads)', () => {
    const listed = lakePolicy([STUDIO])
    expect(new Map(run(listed, 'GET', { origin: STUDIO }).headers).get('Access-Control-Allow-Credentials')).toBe('true')
    const other = new Map(run(listed, 'OPTIONS', { origin: SITE }).headers)
    expect(other.get('Access-Control-Allow-Origin')).toBe('*')
    expect(other.has('Access-Control-Allow-Credentials')).toBe(false)
    expect(other.get('Access-Control-Allow-Methods')).toBe('GET, HEAD, POST, OPTIONS')
  })
})

describe('a policy for listed pages only, without credentials (the e-mail endpoint)', () => {
  it('gives a listed page its origin and nothing more', () => {
    expect(run(mailPolicy([SITE]), 'POST', { origin: SITE })).toEqual({
      preflight: false,
      ended: false,
      headers: [
        ['Access-Control-Allow-Origin', SITE],
        ['Vary', 'Origin'],
      ],
    })
  })

  it('gives any other page no Access-Control-Allow-Origin, so the browser keeps the answer from it', () => {
    expect(run(mailPolicy([SITE]), 'POST', { origin: EVIL }).headers).toEqual([['Vary', 'Origin']])
    expect(run(mailPolicy([SITE]), 'GET', {}).headers).toEqual([['Vary', 'Origin']])
  })

  it('answers a preflight with its fixed methods and headers, whoever asks', () => {
    for (const origin of [SITE, EVIL]) {
      const answer = run(mailPolicy([SITE]), 'OPTIONS', { origin, 'access-control-request-headers': 'content-type, x-extra' })
      expect(answer.status).toBe(204)
      expect(answer.ended).toBe(true)
      expect(answer.headers.slice(-3)).toEqual([
        ['Access-Control-Allow-Methods', 'GET, POST, OPTIONS'],
        ['Access-Control-Allow-Headers', 'Content-Type'],
        ['Access-Control-Max-Age', '600'],
      ])
    }
  })

  it('with `*`, answers every page the same: `*`, no Vary, never credentials', () => {
    const withCredentials = { ...mailPolicy('*'), credentials: true }
    const requests: Record<string, string>[] = [{ origin: EVIL }, { origin: SITE }, {}]
    for (const headers of requests) {
      expect(run(withCredentials, 'POST', headers).headers).toEqual([['Access-Control-Allow-Origin', '*']])
    }
  })
})

describe('on a real HTTP server', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  it('ends a preflight with 204 and its headers, and lets other requests through', async () => {
    server = createServer((req, res) => {
      if (applyCors(req, res, lakePolicy('loopback'))) return
      res.end('handled')
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin: STUDIO, 'access-control-request-method': 'PUT' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    expect(preflight.headers.get('access-control-max-age')).toBe('600')
    expect(await preflight.text()).toBe('')
    const read = await fetch(url, { headers: { origin: 'http://localhost.evil.com' } })
    expect(read.headers.get('access-control-allow-origin')).toBe('*')
    expect(read.headers.get('access-control-allow-credentials')).toBeNull()
    expect(await read.text()).toBe('handled')
  })
})
