import { readFile } from 'node:fs/promises'
import { connect, type TLSSocket } from 'node:tls'
import { describe, expect, it } from 'vitest'
import { startTestLake } from './testing.ts'

/** A minimal browser-side WebSocket over TLS: handshake, masked text frames out, frames in. */
async function openSocket(port: number, ca: string, path: string, origin = 'http://localhost:3333') {
  const socket: TLSSocket = connect({ host: '127.0.0.1', port, ca, servername: 'embedded.localhost', ALPNProtocols: ['http/1.1'] })
  await new Promise((resolve, reject) => socket.once('secureConnect', resolve).once('error', reject))
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: embedded.localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: ${origin}\r\n\r\n`,
  )
  let buffer = Buffer.alloc(0)
  const messages: string[] = []
  let status = ''
  const waiters: (() => void)[] = []
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    if (!status) {
      const end = buffer.indexOf('\r\n\r\n')
      if (end === -1) return
      status = buffer.subarray(0, end).toString().split('\r\n')[0] ?? ''
      buffer = buffer.subarray(end + 4)
    }
    // Server frames are unmasked and small in these tests (7-bit or 16-bit lengths).
    while (buffer.length >= 2) {
      const short = (buffer[1] ?? 0) & 0x7f
      const offset = short === 126 ? 4 : 2
      const length = short === 126 ? buffer.readUInt16BE(2) : short
      if (buffer.length < offset + length) break
      messages.push(buffer.subarray(offset, offset + length).toString())
      buffer = buffer.subarray(offset + length)
    }
    waiters.splice(0).forEach((wake) => wake())
  })
  const until = async (test: () => boolean) => {
    while (!test()) await new Promise<void>((resolve) => waiters.push(resolve))
  }
  const send = (value: unknown) => {
    const payload = Buffer.from(JSON.stringify(value))
    const mask = Buffer.from([1, 2, 3, 4])
    const masked = Buffer.from(payload.map((byte, i) => byte ^ (mask[i % 4] ?? 0)))
    const length =
      payload.length < 126 ? Buffer.from([0x81, 0x80 | payload.length]) : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff])
    socket.write(Buffer.concat([length, mask, masked]))
  }
  await until(() => status !== '')
  return { status: () => status, messages, until, send, close: () => socket.destroy() }
}

describe('the presence socket (Studio "bifur")', () => {
  it('upgrades, sends heartbeats, answers JSON-RPC and passes presence between tabs', async () => {
    const { lake } = await startTestLake({ tlsPort: 0 })
    const ca = await readFile(lake.certFile ?? '', 'utf8')
    const port = lake.tlsPort ?? 0
    const first = await openSocket(port, ca, '/v2022-06-30/socket/production?tag=sanity.studio')
    const second = await openSocket(port, ca, '/v2022-06-30/socket/production')
    try {
      expect(first.status()).toBe('HTTP/1.1 101 Switching Protocols')
      await first.until(() => first.messages.includes('\u2665'))
      for (const [socket, id] of [
        [first, 'auth-1'],
        [second, 'auth-2'],
      ] as const) {
        socket.send({ jsonrpc: '2.0', method: 'authorization', params: { authorization: `Bearer ${lake.token}` }, id })
        await socket.until(() => socket.messages.some((m) => m.includes(`"${id}"`)))
        expect(JSON.parse(socket.messages.find((m) => m.includes(`"${id}"`)) ?? '{}').result).toBe(true)
      }
      first.send({ jsonrpc: '2.0', method: 'presence_subscribe', params: { apiVersion: 'v1' }, id: 'sub-1' })
      await first.until(() => first.messages.some((m) => m.includes('"sub-1"')))
      const subscription = JSON.parse(first.messages.find((m) => m.includes('"sub-1"')) ?? '{}').result
      expect(typeof subscription).toBe('string')

      second.send({
        jsonrpc: '2.0',
        method: 'presence_announce',
        params: { data: { sessionId: 's2', locations: [{ documentId: 'product-1', path: [] }] } },
        id: 'a-1',
      })
      await second.until(() => second.messages.some((m) => m.includes('"a-1"')))
      await first.until(() => first.messages.some((m) => m.includes('presence_subscription')))
      const event = JSON.parse(first.messages.find((m) => m.includes('presence_subscription')) ?? '{}')
      expect(event.params).toEqual({
        subscription,
        result: { type: 'state', i: 'local-editor', m: { sessionId: 's2', locations: [{ documentId: 'product-1', path: [] }] } },
      })

      second.send({ jsonrpc: '2.0', method: 'nope', id: 'x' })
      await second.until(() => second.messages.some((m) => m.includes('"x"')))
      expect(JSON.parse(second.messages.find((m) => m.includes('"x"')) ?? '{}').error.code).toBe(-32601)
    } finally {
      first.close()
      second.close()
    }
  })

  it('keeps presence from sockets that have not signed in', async () => {
    const { lake } = await startTestLake({ tlsPort: 0 })
    const ca = await readFile(lake.certFile ?? '', 'utf8')
    const socket = await openSocket(lake.tlsPort ?? 0, ca, '/v1/socket/production')
    try {
      socket.send({ jsonrpc: '2.0', method: 'authorization', params: { authorization: 'Bearer wrong-token' }, id: 'auth' })
      socket.send({ jsonrpc: '2.0', method: 'presence_subscribe', params: {}, id: 'sub' })
      await socket.until(() => socket.messages.some((m) => m.includes('"sub"')))
      const answers = socket.messages.filter((m) => m.startsWith('{')).map((m) => JSON.parse(m) as { id: string; error?: { code: number } })
      expect(answers.map((answer) => [answer.id, answer.error?.code])).toEqual([
        ['auth', -32001],
        ['sub', -32001],
      ])
    } finally {
      socket.close()
    }
  })

  it('refuses other paths, other datasets and pages from other sites', async () => {
    const { lake } = await startTestLake({ tlsPort: 0 })
    const ca = await readFile(lake.certFile ?? '', 'utf8')
    const port = lake.tlsPort ?? 0
    const sockets = await Promise.all([
      openSocket(port, ca, '/v1/socket/other'),
      openSocket(port, ca, '/v1/elsewhere'),
      openSocket(port, ca, '/v1/socket/production', 'https://evil.example'),
    ])
    expect(sockets.map((socket) => socket.status())).toEqual(['HTTP/1.1 404 Not Found', 'HTTP/1.1 404 Not Found', 'HTTP/1.1 403 Forbidden'])
    sockets.forEach((socket) => socket.close())
  })
})
