/** Progress of a long export or import, one line a step and a count every few seconds (on stderr). */
export interface ProgressEvent {
  step: string
  current?: number
  total?: number | '?'
}

const EVERY_MS = 2000

export function progressPrinter(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`), now = () => Date.now()) {
  let step = ''
  let printed = 0
  return (event: ProgressEvent) => {
    const count = event.current === undefined ? '' : ` ${event.current}${typeof event.total === 'number' ? ` of ${event.total}` : ''}`
    if (event.step !== step) {
      step = event.step
      printed = now()
      write(`  ${event.step.replace(/\.\.\.$/, '…')}${count}`)
      return
    }
    if (count && now() - printed >= EVERY_MS) {
      printed = now()
      write(`  ${event.step.replace(/\.\.\.$/, '…')}${count}`)
    }
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
