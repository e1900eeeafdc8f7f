/**
 * The Studio's presence socket speaks WebSocket through `ws` (the library Node's ecosystem relies
 * on for RFC 6455: framing, masking, fragments, ping/pong, close codes, size limits). Browsers open
 * it over HTTP/1.1 (`Upgrade: websocket`), also when the page's other requests to the same host use
 * HTTP/2. This module only adapts a `ws` socket to the small interface the presence hub uses.
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'

const MAX_MESSAGE_BYTES = 1024 * 1024

export interface WebSocketConnection {
  send(text: string): void
  close(code?: number): void
  onMessage(listener: (text: string) => void): void
  onClose(listener: () => void): void
}

// `noServer`: the lake's own HTTP listeners hand over upgrade requests they have already checked.
const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false })

/** Completes the handshake and calls `onOpen`; `ws` answers 400 to a request that is not a WebSocket's. */
export function acceptWebSocket(req: IncomingMessage, socket: Duplex, head: Buffer, onOpen: (connection: WebSocketConnection) => void): void {
  server.handleUpgrade(req, socket, head, (ws) => {
    ws.on('error', () => ws.terminate())
    onOpen({
      send: (text) => {
        if (ws.readyState === ws.OPEN) ws.send(text)
      },
      close: (code = 1000) => ws.close(code),
      onMessage: (listener) =>
        ws.on('message', (data, isBinary) => {
          // The presence protocol is JSON text; binary frames are refused as the protocol says.
          if (isBinary) ws.close(1003)
          else listener(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8'))
        }),
      onClose: (listener) => ws.on('close', () => listener()),
    })
  })
}
