/**
 * A reproducible busy machine for `npm run bench -- --busy`: one child process that keeps one core
 * loaded while Lighthouse runs, as other apps do on a shopper's phone. It is bounded twice: it
 * stops itself after `maxSeconds`, and it stops when its parent's IPC channel closes (the bench
 * ended, or died), so it can never outlive the measurement.
 */
import { spawn, type ChildProcess } from 'node:child_process'

export interface BusyCore {
  pid: number
  /** Settles when the child has exited, whoever ended it. */
  exited: Promise<void>
  /** Stops the load and waits for the child to exit. */
  stop(): Promise<void>
}

/** The child's body, run with `node --input-type=module -e`: burn CPU in slices, check the clock and the parent. */
export const BURNER_SOURCE = `
const deadline = Date.now() + Number(process.argv[1]) * 1000
process.on('disconnect', () => process.exit(0))
let x = 0
function slice() {
  const end = Date.now() + 50
  while (Date.now() < end) x = (x * 1103515245 + 12345) % 2147483648
  if (Date.now() >= deadline) process.exit(0)
  setImmediate(slice)
}
process.send?.('ready')
slice()
`

export function startBusyCore(maxSeconds: number): Promise<BusyCore> {
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', BURNER_SOURCE, String(maxSeconds)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('message', () =>
      resolve({
        pid: child.pid as number,
        exited,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
          await exited
        },
      }),
    )
    child.once('exit', (code) => reject(new Error(`the busy core stopped before it started (exit ${code})`)))
  })
}
