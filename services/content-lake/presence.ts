/**
 * The Studio's presence socket (`/v*\/socket/{dataset}`, Sanity's "bifur" JSON-RPC protocol): who
 * else has which document open. With one local editor that is their other tabs; answering it also
 * keeps the Studio's connection status healthy (it reads the socket's heartbeats).
 */
import { LOCAL_EDITOR } from './identity.ts'
import { randomKey } from './ids.ts'
import { isPlainObject, type JsonObject } from './json.ts'
import type { WebSocketConnection } from './websocket.ts'

const HEARTBEAT = '\u2665'
const HEARTBEAT_MS = 20_000

interface Client {
  connection: WebSocketConnection
  subscriptions: Set<string>
  /** Set by the `authorization` call the Studio makes first (its session token as a Bearer). */
  authorized: boolean
}

/** Whether an `Authorization` value belongs to an editor (see access.ts). */
export type PresenceAuthorizer = (authorization: string) => boolean

type PresenceEvent =
  { type: 'rollCall'; i: string; session: unknown } | { type: 'state'; i: string; m: JsonObject } | { type: 'disconnect'; i: string; m: JsonObject }

function reply(client: Client, id: unknown, result: unknown): void {
  client.connection.send(JSON.stringify({ jsonrpc: '2.0', id, result }))
}

function replyError(client: Client, id: unknown, code: number, message: string): void {
  client.connection.send(JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code, message } }))
}

/** Presence messages go to every other connection's subscriptions (a tab knows about itself). */
function broadcast(clients: Set<Client>, from: Client, event: PresenceEvent): void {
  for (const client of clients) {
    if (client === from) continue
    for (const subscription of client.subscriptions) {
      client.connection.send(JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscription', params: { subscription, result: event } }))
    }
  }
}

function paramsOf(message: JsonObject): JsonObject {
  return isPlainObject(message.params) ? message.params : {}
}

function handle(clients: Set<Client>, client: Client, message: JsonObject, authorize: PresenceAuthorizer): void {
  const params = paramsOf(message)
  const data = isPlainObject(params.data) ? params.data : {}
  if (message.method === 'authorization') {
    client.authorized = typeof params.authorization === 'string' && authorize(params.authorization)
    if (client.authorized) reply(client, message.id, true)
    else replyError(client, message.id, -32001, 'Unauthorized: sign in to the Studio')
    return
  }
  // Who has which document (and draft) open is for editors only.
  if (!client.authorized && String(message.method).startsWith('presence_')) {
    replyError(client, message.id, -32001, 'Unauthorized: sign in to the Studio')
    return
  }
  switch (message.method) {
    case 'presence_subscribe': {
      const subscription = randomKey(16)
      client.subscriptions.add(subscription)
      reply(client, message.id, subscription)
      return
    }
    case 'presence_unsubscribe':
      client.subscriptions.delete(String(params.subscriptionId))
      reply(client, message.id, true)
      return
    case 'presence_rollcall':
      broadcast(clients, client, { type: 'rollCall', i: LOCAL_EDITOR.id, session: params.session })
      reply(client, message.id, null)
      return
    case 'presence_announce':
      broadcast(clients, client, { type: 'state', i: LOCAL_EDITOR.id, m: data })
      reply(client, message.id, null)
      return
    case 'presence_disconnect':
      broadcast(clients, client, { type: 'disconnect', i: LOCAL_EDITOR.id, m: { session: params.session } })
      reply(client, message.id, null)
      return
    default:
      replyError(client, message.id, -32601, `Method not found: ${String(message.method)}`)
  }
}

export interface PresenceHub {
  join(connection: WebSocketConnection): void
  close(): void
}

export function createPresenceHub(authorize: PresenceAuthorizer): PresenceHub {
  const clients = new Set<Client>()
  const heartbeat = setInterval(() => {
    for (const client of clients) client.connection.send(HEARTBEAT)
  }, HEARTBEAT_MS)
  heartbeat.unref()
  return {
    join(connection) {
      const client: Client = { connection, subscriptions: new Set(), authorized: false }
      clients.add(client)
      connection.onClose(() => clients.delete(client))
      connection.onMessage((text) => {
        let message: unknown
        try {
          message = JSON.parse(text)
        } catch {
          replyError(client, null, -32700, 'Parse error')
          return
        }
        if (isPlainObject(message) && message.jsonrpc === '2.0') handle(clients, client, message, authorize)
        else replyError(client, null, -32600, 'Invalid request')
      })
      connection.send(HEARTBEAT)
    },
    close() {
      clearInterval(heartbeat)
      for (const client of clients) client.connection.close(1001)
      clients.clear()
    },
  }
}
