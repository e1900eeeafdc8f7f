/**
 * The server side of a WebSocket (RFC 6455), text messages only: enough for the Studio's presence
 * socket. Browsers open it over HTTP/1.1 (`Upgrade: websocket`), also when the page's other
 * requests to the same host use HTTP/2.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
const MAX_MESSAGE_BYTES = 1024 * 1024

const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const

export interface WebSocketConnection {
  send(text: string): void
  close(code?: number): void
  onMessage(listener: (text: string) => void): void
  onClose(listener: () => void): void
}

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length
  const header = length < 126 ? Buffer.alloc(2) : length < 65536 ? Buffer.alloc(4) : Buffer.alloc(10)
  header[0] = 0x80 | opcode
  if (length < 126) header[1] = length
  else if (length < 65536) {
    header[1] = 126
    header.writeUInt16BE(length, 2)
  } else {
    header[1] = 127
    header.writeBigUInt64BE(BigInt(length), 2)
  }
  return Buffer.concat([header, payload])
}

interface Frame {
  fin: boolean
  opcode: number
  payload: Buffer
  size: number
}

/** One complete frame from the start of `buffer`, or null when more bytes are needed. */
function readFrame(buffer: Buffer): Frame | null {
  if (buffer.length < 2) return null
  const first = buffer[0] ?? 0
  const second = buffer[1] ?? 0
  let length = second & 0x7f
  let offset = 2
  if (length === 126) {
    if (buffer.length < 4) return null
    length = buffer.readUInt16BE(2)
    offset = 4
  } else if (length === 127) {
    if (buffer.length < 10) return null
    const long = buffer.readBigUInt64BE(2)
    length = long > BigInt(MAX_MESSAGE_BYTES) ? MAX_MESSAGE_BYTES + 1 : Number(long)
    offset = 10
  }
  if (length > MAX_MESSAGE_BYTES) throw new Error('message too big')
  const masked = (second & 0x80) !== 0
  const maskOffset = offset
  if (masked) offset += 4
  if (buffer.length < offset + length) return null
  const payload = Buffer.from(buffer.subarray(offset, offset + length))
  if (masked) for (let i = 0; i < payload.length; i++) payload[i] = (payload[i] ?? 0) ^ (buffer[maskOffset + (i % 4)] ?? 0)
  return { fin: (first & 0x80) !== 0, opcode: first & 0x0f, payload, size: offset + length }
}

/** Completes the handshake; answers 400 (and returns null) for a request that is not a WebSocket's. */
export function acceptWebSocket(req: IncomingMessage, socket: Duplex, head: Buffer): WebSocketConnection | null {
  const key = req.headers['sec-websocket-key']
  if (req.headers.upgrade?.toLowerCase() !== 'websocket' || typeof key !== 'string' || req.headers['sec-websocket-version'] !== '13') {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
    return null
  }
  const accept = createHash('sha1').update(key + GUID).digest('base64')
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`)
  const messageListeners: ((text: string) => void)[] = []
  const closeListeners: (() => void)[] = []
  let pending: Buffer = head
  let fragments: Buffer[] = []
  let closed = false
  const close = (code = 1000) => {
    if (closed) return
    closed = true
    const payload = Buffer.alloc(2)
    payload.writeUInt16BE(code)
    socket.end(frame(OPCODE.close, payload))
  }
  const handle = (next: Frame) => {
    if (next.opcode === OPCODE.ping) socket.write(frame(OPCODE.pong, next.payload))
    else if (next.opcode === OPCODE.close) close()
    else if (next.opcode === OPCODE.binary) close(1003)
    else if (next.opcode === OPCODE.text || next.opcode === OPCODE.continuation) {
      fragments.push(next.payload)
      if (!next.fin) return
      const text = Buffer.concat(fragments).toString('utf8')
      fragments = []
      for (const listener of messageListeners) listener(text)
    }
  }
  const onData = (chunk: Buffer) => {
    pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk
    try {
      for (let next = readFrame(pending); next && !closed; next = readFrame(pending)) {
        pending = pending.subarray(next.size)
        handle(next)
      }
    } catch {
      close(1009)
    }
  }
  socket.on('data', onData)
  socket.on('error', () => socket.destroy())
  socket.on('close', () => {
    closed = true
    for (const listener of closeListeners) listener()
  })
  if (head.length > 0) queueMicrotask(() => onData(Buffer.alloc(0)))
  return {
    send: (text) => {
      if (!closed) socket.write(frame(OPCODE.text, Buffer.from(text, 'utf8')))
    },
    close,
    onMessage: (listener) => messageListeners.push(listener),
    onClose: (listener) => closeListeners.push(listener),
  }
}
