import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { startBusyCore } from '../../scripts/bench/busy'

/** CPU time (user + system, in clock ticks) a process has used, from Linux's /proc. */
async function cpuTicks(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? []
  return Number(fields[11]) + Number(fields[12])
}

describe('the busy core of npm run bench -- --busy', () => {
  it('keeps a core loaded until it is stopped', async () => {
    const { pid, stop } = await startBusyCore(30)
    const before = await cpuTicks(pid)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const used = (await cpuTicks(pid)) - before
    await stop()
    // One second of wall time is 100 ticks: an idle process uses none, a burning one most of them
    // (fewer when the machine is shared, hence the low bar).
    expect(used).toBeGreaterThan(10)
    await expect(readFile(`/proc/${pid}/stat`, 'utf8')).rejects.toThrow()
  })

  it('stops by itself at its time limit', async () => {
    const core = await startBusyCore(0.3)
    // Never stopped by the test: only its own deadline can end it before the test's time-out.
    await expect(core.exited).resolves.toBeUndefined()
    await expect(readFile(`/proc/${core.pid}/stat`, 'utf8')).rejects.toThrow()
  }, 5000)
})
