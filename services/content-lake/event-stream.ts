/**
 * The server-sent event streams of the lake (`/data/listen` and the Live Content API's
 * `/data/live/events`): one place for the headers, the keep-alive comments, and hearing the
 * store's transactions until the client leaves or the lake shuts down.
 */
import type { LakeContext } from './context.ts'
import { onClose, writeChunk, writeHead, type LakeResponse } from './http.ts'
import type { TransactionEvent } from './store.ts'

const KEEP_ALIVE_MS = 20_000

/** One event in the text/event-stream format. */
export function sse(event: string, data: unknown, id?: string): string {
  return `event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`
}

export interface TransactionStream {
  /** Writes to the client while it is there; nothing after it left. */
  write(chunk: string): void
  /** Settles when the client has left or the lake stopped. */
  done: Promise<void>
}

/** Answers 200 with an event stream and calls `onTransaction` for every committed transaction while it is open. */
export function openTransactionStream(res: LakeResponse, context: LakeContext, onTransaction: (transaction: TransactionEvent) => void): TransactionStream {
  let open = true
  const hear = (transaction: TransactionEvent) => {
    if (open) onTransaction(transaction)
  }
  context.store.events.on('transaction', hear)
  const keepAlive = setInterval(() => writeChunk(res, ': keep-alive\n\n'), KEEP_ALIVE_MS)
  const close = () => {
    if (!open) return
    open = false
    clearInterval(keepAlive)
    context.store.events.off('transaction', hear)
    context.shutdown.removeEventListener('abort', close)
    res.end()
  }
  onClose(res, close)
  context.shutdown.addEventListener('abort', close)
  writeHead(res, 200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
  })
  return {
    write: (chunk) => {
      if (open) writeChunk(res, chunk)
    },
    done: new Promise<void>((resolve) => onClose(res, resolve)),
  }
}
