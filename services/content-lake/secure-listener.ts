import { createSecureServer, type Http2SecureServer, type Http2Session } from 'node:http2'
import type { Socket } from 'node:net'
import type { LakeRequest, LakeResponse } from './http.ts'

const CLOSE_GRACE_MS = 2000

/** The TLS listener with what it needs to close: its HTTP/2 sessions and HTTP/1.1 sockets. */
export interface SecureListener {
  server: Http2SecureServer
  close(): Promise<void>
}

export function secureListener(credentials: { key: string; cert: string }, handler: (req: LakeRequest, res: LakeResponse) => void): SecureListener {
  // With allowHTTP1, HTTP/1.1 clients arrive as http.IncomingMessage: the handler takes both.
  const server = createSecureServer({ ...credentials, allowHTTP1: true }, handler)
  const sessions = new Set<Http2Session>()
  const sockets = new Set<Socket>()
  server.on('session', (session) => {
    sessions.add(session)
    session.on('close', () => sessions.delete(session))
  })
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          for (const session of sessions) session.destroy()
          for (const socket of sockets) socket.destroy()
        }, CLOSE_GRACE_MS)
        server.close(() => {
          clearTimeout(force)
          resolve()
        })
        for (const session of sessions) session.close()
      }),
  }
}
