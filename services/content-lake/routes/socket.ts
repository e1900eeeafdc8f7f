import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { LakeContext } from '../context.ts'
import { allows, type TrustedOrigins } from '../../shared/cors.ts'
import type { PresenceHub } from '../presence.ts'
import { acceptWebSocket } from '../websocket.ts'

const SOCKET_PATH = /^\/v[^/]+\/socket\/([^/?]+)\/?(?:\?.*)?$/

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

/**
 * `Upgrade: websocket` on /v*\/socket/{dataset}: the Studio's presence socket, for pages this
 * listener's CORS allows (a browser sends its Origin; cross-site pages must not join).
 */
export function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, context: LakeContext, cors: TrustedOrigins, presence: PresenceHub): void {
  const match = SOCKET_PATH.exec(req.url ?? '')
  if (!match || decodeURIComponent(match[1] ?? '') !== context.dataset) {
    refuse(socket, '404 Not Found')
    return
  }
  const origin = req.headers.origin
  if (origin && !allows(cors, origin)) {
    refuse(socket, '403 Forbidden')
    return
  }
  acceptWebSocket(req, socket, head, (connection) => presence.join(connection))
}
