/**
 * Chromium driven over a bare DevTools-protocol pipe, for `npm run bench:tasks`: only the domains a
 * measurement asks for are enabled, as in a visitor's browser with no DevTools open.
 *
 * Why not Playwright (or Puppeteer) here: both enable the `Runtime` domain on every page they drive,
 * and with it V8 collects the source positions of the scripts a page evaluates, reparsing them on
 * the main thread. Measured on `/products` (4x CPU, same build, loads interleaved), that is 70–94 ms
 * of `V8.CollectSourcePositions` per load, most of it inside React DOM's module evaluation, against
 * 2–7 ms without the domain; the longest task after first paint is 75–88 ms with it, 0–59 ms
 * without (docs/benchmarks.md). A visitor pays none of it. chrome-remote-interface would do the
 * talking, but over a WebSocket and with ws 7 and commander 2 beside the project's own; the pipe
 * Chromium offers (`--remote-debugging-pipe`: JSON messages ending in a NUL byte on fds 3 and 4)
 * needs the few lines below and no port.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Readable, Writable } from 'node:stream'

export interface CdpEvent {
  method: string
  params: Record<string, unknown>
  sessionId?: string
}

interface CdpReply {
  id: number
  result?: unknown
  error?: { message: string }
}

export interface BareChromium {
  /** The browser's product and version, e.g. "Chromium/156.0.8078.108". */
  version: string
  /** One command, to the browser (no `sessionId`) or to an attached page; rejects with the protocol's error. */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<T>
  /** Calls `listener` for every event until the returned function is called. */
  onEvent(listener: (event: CdpEvent) => void): () => void
  /** Closes the browser and removes its profile. */
  close(): Promise<void>
}

/** Splits the pipe's byte stream into messages (each ends in a NUL byte). */
export function messageSplitter(onMessage: (text: string) => void): (chunk: Buffer) => void {
  let pending: Buffer[] = []
  return (chunk) => {
    let start = 0
    for (let end = chunk.indexOf(0, start); end !== -1; end = chunk.indexOf(0, start)) {
      pending.push(chunk.subarray(start, end))
      onMessage(Buffer.concat(pending).toString('utf8'))
      pending = []
      start = end + 1
    }
    if (start < chunk.length) pending.push(chunk.subarray(start))
  }
}

export async function launchBareChromium(executablePath: string, args: readonly string[]): Promise<BareChromium> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'))
  const child = spawn(executablePath, [...args, '--headless=new', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
  })
  const toBrowser = child.stdio[3] as Writable
  const fromBrowser = child.stdio[4] as Readable
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-2000)))

  let nextId = 0
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; method: string }>()
  const listeners = new Set<(event: CdpEvent) => void>()
  let exited: Error | null = null
  // A browser that never started emits 'error' and no 'exit'.
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', () => resolve())
  })
  child.once('exit', (code, signal) => {
    exited = new Error(`Chromium exited (${signal ?? `code ${code}`}) while the bench drove it${stderr ? `: ${stderr.trim().split('\n').at(-1)}` : ''}`)
    for (const { reject } of waiting.values()) reject(exited)
    waiting.clear()
  })
  child.once('error', (error) => {
    exited = new Error(`Chromium could not be started (${executablePath}): ${error.message}`)
    for (const { reject } of waiting.values()) reject(exited as Error)
    waiting.clear()
  })

  fromBrowser.on(
    'data',
    messageSplitter((text) => {
      const message = JSON.parse(text) as Partial<CdpReply & CdpEvent>
      if (typeof message.id === 'number') {
        const call = waiting.get(message.id)
        waiting.delete(message.id)
        if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`))
        else call?.resolve(message.result ?? {})
      } else if (typeof message.method === 'string') {
        for (const listener of [...listeners]) listener({ method: message.method, params: message.params ?? {}, sessionId: message.sessionId })
      }
    }),
  )

  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (exited) return reject(exited)
      const id = ++nextId
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject, method })
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`)
    })

  try {
    const { product } = await send<{ product: string }>('Browser.getVersion')
    return {
      version: product,
      send,
      onEvent(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      async close() {
        if (!exited) await send('Browser.close').catch(() => undefined)
        const killed = setTimeout(() => child.kill('SIGKILL'), 5000)
        await exit
        clearTimeout(killed)
        await rm(profile, { recursive: true, force: true })
      },
    }
  } catch (error) {
    child.kill('SIGKILL')
    await exit
    await rm(profile, { recursive: true, force: true })
    throw error
  }
}
